import { createMemoryHistory, type RouterEvents } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Rendered = RouterEvents['onRendered'];
type Listener = (event: { type: string }) => void;

/** Fresh module state, a history it follows and a router that records what is emitted again. */
async function load() {
  vi.resetModules();
  const history = createMemoryHistory({ initialEntries: ['/products'] });
  (await import('./history-traversal.ts')).followHistoryTraversals(history);
  const scroll = await import('./scroll-restoration.ts');
  const listeners = new Map<string, Listener[]>();
  const emitted: unknown[] = [];
  const router = {
    subscribe: (type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      return () => undefined;
    },
    emit: (event: { type: string }) => {
      emitted.push(event);
      for (const listener of listeners.get(event.type) ?? []) listener(event);
    },
  };
  scroll.manageScrollRestoration(router as never);
  const location = (href: string, hash = '') =>
    ({ href, hash, pathname: href, state: {} }) as Rendered['toLocation'];
  /** A navigation to `href` as the router tells it: begun, then rendered. */
  const navigate = (href: string, hash = '') => {
    const info = { toLocation: location(href, hash), pathChanged: true, hrefChanged: true };
    router.emit({ type: 'onBeforeLoad', ...info } as never);
    const due = scroll.scrollRestorationDue({ location: location(href, hash) });
    const rendered = { type: 'onRendered', ...info, hashChanged: false } as Rendered;
    for (const listener of listeners.get('onRendered') ?? []) listener(rendered);
    return { due, rendered };
  };
  /** Products → Consultants, then Back to Products while its body is still a skeleton. */
  const backToSkeleton = () => {
    history.push('/consultants');
    navigate('/consultants');
    history.back();
    const release = scroll.holdScrollRestoration();
    return { release, ...navigate('/products') };
  };
  return { scroll, history, emitted, navigate, backToSkeleton };
}

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.scrollTo({ top: 0 });
});
const nextFrame = () => {
  const run = frames;
  frames = [];
  for (const callback of run) callback(0);
};
const scrolledTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
};
afterEach(() => scrolledTo(0));

describe('when the router restores the scroll (decision 075)', () => {
  it('leaves a link followed from the top of a page alone, and resets a scrolled one', async () => {
    const { history, navigate } = await load();
    history.push('/consultants');
    expect(navigate('/consultants').due).toBe(false);
    scrolledTo(900);
    history.push('/orders');
    expect(navigate('/orders').due).toBe(true);
    scrolledTo(0);
    history.push('/orders#lines');
    expect(navigate('/orders', '#lines').due).toBe(true);
  });

  it('restores a Back at once when no body is waiting', async () => {
    const { history, navigate } = await load();
    history.push('/consultants');
    navigate('/consultants');
    history.back();
    expect(navigate('/products').due).toBe(true);
  });

  it('restores a Back whose body is a skeleton in the frame after the body is drawn', async () => {
    const { scroll, emitted, backToSkeleton } = await load();
    const { release, due, rendered } = backToSkeleton();
    expect(due).toBe(false);
    expect(emitted.filter((event) => event === rendered)).toHaveLength(0);
    release();
    expect(emitted.filter((event) => event === rendered)).toHaveLength(0);
    nextFrame();
    expect(emitted.filter((event) => event === rendered)).toHaveLength(1);
    // Emitted again, the restore is due now.
    expect(scroll.scrollRestorationDue({ location: rendered.toLocation })).toBe(true);
  });

  it('drops a held restore when another navigation begins first', async () => {
    const { history, emitted, navigate, backToSkeleton } = await load();
    const { release, rendered } = backToSkeleton();
    release();
    history.push('/orders');
    navigate('/orders');
    nextFrame();
    expect(emitted).not.toContain(rendered);
  });
});
