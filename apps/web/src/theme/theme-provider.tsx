import { browserStorage, readTheme, type ThemeName, writeTheme } from '@back-office/hooks/storage';
import { MantineProvider } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { serverView } from '../ssr/server-view.ts';
import { viewStorage } from '../ssr/view-storage.ts';
import { OverlayRoot } from './overlay-root.tsx';
import { cssVariablesFor, resolveTheme, type ThemeDefinition } from './themes.ts';

/** The default for a first visit: follow the operating system. */
export const DEFAULT_THEME: ThemeName = 'system';

interface ThemeChoice {
  /** What the user picked (possibly `system`). */
  readonly name: ThemeName;
  /** The concrete theme in use now. */
  readonly resolved: ThemeDefinition;
  readonly setTheme: (name: ThemeName) => void;
}

const ThemeChoiceContext = createContext<ThemeChoice | null>(null);

interface AppThemeProviderProps {
  children: ReactNode;
  /** `'test'` disables transitions and portals (Mantine's test environment). */
  env?: 'default' | 'test';
}

/**
 * MantineProvider with the theme the user picked, kept in local storage across reloads.
 * `System` follows the OS colour scheme live.
 */
export function AppThemeProvider({ children, env = 'default' }: AppThemeProviderProps) {
  const [name, setName] = useState<ThemeName>(() => readTheme(browserStorage(), DEFAULT_THEME));
  // A server render draws for its view's scheme (Mantine reads `matchMedia` at once only in a
  // browser).
  const view = serverView();
  const osScheme = useColorScheme(view?.dark ? 'dark' : 'light', {
    getInitialValueInEffect: view !== undefined,
  });
  const resolved = resolveTheme(name, osScheme === 'dark');
  const choice = useMemo<ThemeChoice>(
    () => ({
      name,
      resolved,
      setTheme: (next) => {
        writeTheme(viewStorage, next);
        setName(next);
      },
    }),
    [name, resolved],
  );
  const cssVariablesResolver = useMemo(() => cssVariablesFor(resolved), [resolved]);
  return (
    <ThemeChoiceContext.Provider value={choice}>
      <MantineProvider
        theme={resolved.mantine}
        forceColorScheme={resolved.colorScheme}
        cssVariablesResolver={cssVariablesResolver}
        env={env}
      >
        {children}
        <OverlayRoot />
      </MantineProvider>
    </ThemeChoiceContext.Provider>
  );
}

/** The theme choice and its setter; only inside `AppThemeProvider`. */
export function useThemeChoice(): ThemeChoice {
  const choice = useContext(ThemeChoiceContext);
  if (!choice) throw new Error('useThemeChoice must be used inside AppThemeProvider');
  return choice;
}
