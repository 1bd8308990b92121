import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holdKeys,
  onShortcutKey,
  paletteRequested,
  registerPaletteOpener,
  resetPaletteKeys,
  takeHeldKeys,
} from './palette-keys.ts';

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

afterEach(() => {
  resetPaletteKeys();
  document.body.innerHTML = '';
});

describe('the palette keys', () => {
  it('leaves Ctrl+K to the browser where the signed-in shell is not drawn', () => {
    const open = vi.fn();
    const unregister = registerPaletteOpener(open, () => {});
    const event = press('k', { ctrlKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
    unregister();
  });

  it('takes Ctrl+K before the shell has mounted its trigger, and opens once it does', () => {
    // The server's HTML (or a first render) has drawn the trigger; React has not run its effects.
    document.body.innerHTML = '<button data-palette-trigger>Search</button>';
    expect(onShortcutKey).toBeTypeOf('function');
    const event = press('k', { ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    for (const key of ['C', 'N', '-', '0', 'x', 'Backspace', '1']) press(key);
    const open = vi.fn();
    const unregister = registerPaletteOpener(open, () => {});
    expect(open).toHaveBeenCalledOnce();
    expect(takeHeldKeys()).toEqual({ text: 'CN-01', enter: false });
    // A trigger drawn again later draws the palette at once.
    expect(paletteRequested()).toBe(true);
    unregister();
  });

  it('holds keys until the palette field has focus, and no longer', () => {
    holdKeys();
    const typed = press('a');
    press('Enter');
    expect(typed.defaultPrevented).toBe(true);
    expect(takeHeldKeys()).toEqual({ text: 'a', enter: true });
    expect(press('b').defaultPrevented).toBe(false);
  });

  it('starts loading the palette when Ctrl alone is pressed (the K follows)', () => {
    document.body.innerHTML = '<button data-palette-trigger>Search</button>';
    const preload = vi.fn();
    const unregister = registerPaletteOpener(() => {}, preload);
    press('Control', { ctrlKey: true });
    expect(preload).toHaveBeenCalledOnce();
    unregister();
  });
});
