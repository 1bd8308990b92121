import { THEME_NAMES } from '@back-office/hooks';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconPalette } from '@tabler/icons-react';
import { useThemeChoice } from '../../theme/theme-provider.tsx';
import { THEME_LABELS } from '../../theme/themes.ts';

/** The header's theme menu: Corporate Blue, Emerald Finance, Dark Executive, Warm Neutral, System. */
export function ThemeToggle() {
  const { name, setTheme } = useThemeChoice();
  return (
    <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Theme: ${THEME_LABELS[name]}`}
          data-testid="theme-toggle"
        >
          <IconPalette size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {THEME_NAMES.map((theme) => (
          <Menu.Item
            key={theme}
            aria-current={theme === name ? 'true' : undefined}
            onClick={() => setTheme(theme)}
            rightSection={theme === name ? <IconCheck size={16} aria-hidden /> : null}
          >
            {THEME_LABELS[theme]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
