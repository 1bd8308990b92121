import type { KeyValueStorage } from '@back-office/hooks';
import type { View } from './view.ts';

/** The view of the render the server is doing now; `undefined` in a browser. */
let rendering: View | undefined;

/** The view a server render is drawing for (what `matchMedia` would say in that browser). */
export const serverView = (): View | undefined => rendering;

/** A storage holding only the view's stored values, read-only. */
function viewStorage(view: View): KeyValueStorage {
  const values = new Map(Object.entries(view.stored));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: () => {},
    removeItem: () => {},
  };
}

/**
 * Runs a synchronous server render as the browser of `view` will draw its first render: its
 * stored values as `localStorage`, its media queries through `serverView`. Only for a server
 * (no `localStorage` of its own); the render is synchronous, so no other request's render sees
 * them.
 */
export function renderingFor<T>(view: View, render: () => T): T {
  if ('localStorage' in globalThis)
    throw new Error('renderingFor is for a server without localStorage');
  rendering = view;
  Object.defineProperty(globalThis, 'localStorage', {
    value: viewStorage(view),
    configurable: true,
  });
  try {
    return render();
  } finally {
    rendering = undefined;
    Reflect.deleteProperty(globalThis, 'localStorage');
  }
}
