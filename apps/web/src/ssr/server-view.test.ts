// @vitest-environment node
import { STORAGE_KEYS } from '@back-office/hooks/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { renderingFor, serverView } from './server-view.ts';
import type { View } from './view.ts';

const VIEW: View = {
  stored: {
    [STORAGE_KEYS.theme]: '"dark-executive"',
    [STORAGE_KEYS.sidebar]: null,
    [STORAGE_KEYS.selectedPeriod]: null,
  },
  dark: true,
  small: false,
  timeZone: 'Africa/Johannesburg',
};

/** What the runtime had before each test (Node 25+: a getter of its own; older: nothing). */
const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

afterEach(() => {
  if (before) Object.defineProperty(globalThis, 'localStorage', before);
  else Reflect.deleteProperty(globalThis, 'localStorage');
});

const readTheme = () => globalThis.localStorage.getItem(STORAGE_KEYS.theme);

describe('renderingFor', () => {
  it("gives the render the view's stored values and its media queries, then takes them away", () => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    expect(renderingFor(VIEW, () => [readTheme(), serverView()?.dark])).toEqual([
      '"dark-executive"',
      true,
    ]);
    expect('localStorage' in globalThis).toBe(false);
    expect(serverView()).toBeUndefined();
  });

  it("sets a runtime's own localStorage aside for the render and puts it back (Node 25+)", () => {
    // Node 25+ defines a configurable getter on globalThis (undefined without --localstorage-file).
    const get = () => undefined;
    Object.defineProperty(globalThis, 'localStorage', { get, configurable: true });
    expect(renderingFor(VIEW, readTheme)).toBe('"dark-executive"');
    expect(Object.getOwnPropertyDescriptor(globalThis, 'localStorage')?.get).toBe(get);
  });

  it('puts it back when the render throws', () => {
    const get = () => undefined;
    Object.defineProperty(globalThis, 'localStorage', { get, configurable: true });
    expect(() =>
      renderingFor(VIEW, () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(Object.getOwnPropertyDescriptor(globalThis, 'localStorage')?.get).toBe(get);
  });
});
