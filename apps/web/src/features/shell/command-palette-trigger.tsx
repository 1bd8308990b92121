import { Button, Kbd } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';

const loadPalette = () => import('./command-palette.tsx');
const CommandPalette = lazy(async () => ({ default: (await loadPalette()).CommandPalette }));

/**
 * The header's "Search" button and the Ctrl+K / Cmd+K shortcut (in fields too). The palette and
 * Mantine Spotlight load on first use, so nothing of them is in the shell's first JavaScript.
 */
export function CommandPaletteTrigger() {
  const [mounted, setMounted] = useState(false);
  const mac = useOs() === 'macos';
  const open = useCallback(() => {
    setMounted(true);
    void loadPalette().then((palette) => palette.openPalette());
  }, []);
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        onClick={open}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">{mac ? '⌘ K' : 'Ctrl K'}</Kbd>}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="command-palette-trigger"
        visibleFrom="sm"
      >
        Search
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      )}
    </>
  );
}
