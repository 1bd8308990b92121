/**
 * The command palette's keyboard, from the moment the shell's first script runs (issue 39 item 4,
 * issue 35 item 3): Ctrl+K / Cmd+K is listened for at this module's evaluation, before React has
 * drawn or hydrated the shell, and the keys typed after it are held until the palette's field has
 * focus, then handed to it, so nothing typed while the palette's code loads is lost.
 *
 * The shortcut only acts where the signed-in shell is drawn (its trigger, `[data-palette-trigger]`,
 * is in the page, from the server's HTML on): elsewhere Ctrl+K stays the browser's.
 */

/** The palette's search field (`CommandPalette`). */
export const PALETTE_FIELD_SELECTOR = '[data-command-palette-field]';
/** The header's buttons that open the palette. */
export const PALETTE_TRIGGER_SELECTOR = '[data-palette-trigger]';

/** Keys are held at most this long (a palette that never comes gives the keyboard back). */
const HOLD_LIMIT_MS = 8_000;

export interface HeldKeys {
  /** The characters typed, Backspace applied. */
  readonly text: string;
  /** Enter was pressed after them: open the top result once it is known. */
  readonly enter: boolean;
}

let held = '';
let enter = false;
let holding = false;
let cancelled = false;
let limit: ReturnType<typeof setTimeout> | undefined;
let opener: (() => void) | null = null;
let preloader: (() => void) | null = null;
let pendingOpen = false;
let requested = false;

const isPaletteField = (target: EventTarget | null) =>
  target instanceof Element && target.matches(PALETTE_FIELD_SELECTOR);

function stopHolding(): void {
  holding = false;
  clearTimeout(limit);
  document.removeEventListener('keydown', holdKey, true);
}

function holdKey(event: KeyboardEvent): void {
  if (isPaletteField(event.target)) {
    stopHolding();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.isComposing) return;
  if (event.key === 'Escape') {
    cancelled = true;
    held = '';
    enter = false;
    stopHolding();
  } else if (event.key === 'Enter') enter = true;
  else if (event.key === 'Backspace') held = held.slice(0, -1);
  else if (event.key.length === 1) held += event.key;
  else if (event.key !== 'Tab') return;
  // Tab too: focus is on its way into the palette.
  event.preventDefault();
  event.stopPropagation();
}

/** Starts holding the keys typed (until `takeHeldKeys`, Escape, or 8 s). */
export function holdKeys(): void {
  cancelled = false;
  if (holding) return;
  held = '';
  enter = false;
  holding = true;
  document.addEventListener('keydown', holdKey, true);
  limit = setTimeout(stopHolding, HOLD_LIMIT_MS);
}

/** The keys held since `holdKeys`, once: the palette's field calls it when it gets focus. */
export function takeHeldKeys(): HeldKeys {
  stopHolding();
  const keys = { text: held, enter };
  held = '';
  enter = false;
  return keys;
}

/** Escape was pressed while the palette loaded: it should not open. */
export function openingCancelled(): boolean {
  return cancelled;
}

/** Opens the palette: at once when its trigger is mounted, else as soon as it is. */
export function requestPaletteOpen(): void {
  const active = document.activeElement;
  if (isPaletteField(active)) return; // Already open, the field has the keys.
  requested = true;
  holdKeys();
  if (opener) opener();
  else pendingOpen = true;
}

/**
 * Whether the palette was ever asked for on this page: a trigger mounted again (the shell drawn
 * afresh after hydration) draws it at once, so an open asked before is not lost.
 */
export function paletteRequested(): boolean {
  return requested;
}

/** The trigger's way to open the palette; an open asked before it mounted runs now. */
export function registerPaletteOpener(open: () => void, preload: () => void): () => void {
  opener = open;
  preloader = preload;
  if (pendingOpen) {
    pendingOpen = false;
    open();
  }
  return () => {
    if (opener === open) opener = null;
    if (preloader === preload) preloader = null;
  };
}

/** The document's listener for Ctrl+K / Cmd+K (also in fields), and Ctrl alone to preload. */
export function onShortcutKey(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.altKey || event.shiftKey) return;
  if (!(event.ctrlKey || event.metaKey)) return;
  if (document.querySelector(PALETTE_TRIGGER_SELECTOR) === null) return;
  if (event.key === 'Control' || event.key === 'Meta') {
    // Ctrl comes ~100 ms before the K: start fetching the palette's code now.
    preloader?.();
    return;
  }
  if (event.key.toLowerCase() !== 'k') return;
  event.preventDefault();
  requestPaletteOpen();
}

if (typeof document !== 'undefined') document.addEventListener('keydown', onShortcutKey);

/** Test only: forget every held key and pending open. */
export function resetPaletteKeys(): void {
  stopHolding();
  held = '';
  enter = false;
  cancelled = false;
  pendingOpen = false;
  requested = false;
}
