import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import {
  openingCancelled,
  paletteRequested,
  registerPaletteOpener,
  requestPaletteOpen,
  takeHeldKeys,
} from './palette-keys.ts';

const loadPalette = () => import('./command-palette.tsx');
const CommandPalette = lazy(async () => ({ default: (await loadPalette()).CommandPalette }));
const preload = () => void loadPalette().catch(() => undefined);

/**
 * The header's "Search" button (an icon on a phone) and the Ctrl+K / Cmd+K shortcut (in fields
 * too; `palette-keys.ts` listens from the shell's first script). The palette and Mantine
 * Spotlight load on first use, so nothing of them is in the shell's first JavaScript; what is
 * typed while they load is kept.
 */
export function CommandPaletteTrigger() {
  const [mounted, setMounted] = useState(paletteRequested);
  const mac = useOs() === 'macos';
  const open = useCallback(() => {
    setMounted(true);
    void loadPalette().then((palette) => {
      if (openingCancelled()) takeHeldKeys();
      else palette.openPalette();
    });
  }, []);
  useEffect(() => registerPaletteOpener(open, preload), [open]);
  // A click opens it as the shortcut does: what is typed before its field has focus is kept.
  const click = () => requestPaletteOpen();
  return (
    <>
      <Button
        variant="default"
        size="sm"
        onClick={click}
        onPointerEnter={preload}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">{mac ? '⌘ K' : 'Ctrl K'}</Kbd>}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="command-palette-trigger"
        data-palette-trigger
        visibleFrom="sm"
      >
        Search
      </Button>
      {/* Phones: the same palette from an icon (the header has no room for the words). */}
      <ActionIcon
        variant="default"
        size="lg"
        onClick={click}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="command-palette-trigger-phone"
        data-palette-trigger
        hiddenFrom="sm"
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
      {mounted && (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      )}
    </>
  );
}
