import type { KeyValueStorage } from '@back-office/hooks/storage';
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

/** The server render cannot run here: a line the API logs (`server render dropped`), never silence. */
export class ServerRenderEnvironmentError extends Error {}

/**
 * Runs a synchronous server render as the browser of `view` will draw its first render: its
 * stored values as `localStorage`, its media queries through `serverView`. Only for a server;
 * the render is synchronous, so no other request's render sees them. Node 25 and later have a
 * `localStorage` of their own (empty without `--localstorage-file`): it is set aside for the
 * render and put back after.
 */
export function renderingFor<T>(view: View, render: () => T): T {
  if ('document' in globalThis)
    throw new ServerRenderEnvironmentError('renderingFor is for a server, not a browser');
  // The descriptor, not the value: reading Node's getter warns when it has no file.
  const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  if (own && !own.configurable)
    throw new ServerRenderEnvironmentError(
      "the server render cannot replace this runtime's localStorage (not configurable)",
    );
  rendering = view;
  Object.defineProperty(globalThis, 'localStorage', {
    value: viewStorage(view),
    configurable: true,
  });
  try {
    return render();
  } finally {
    rendering = undefined;
    if (own) Object.defineProperty(globalThis, 'localStorage', own);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  }
}
