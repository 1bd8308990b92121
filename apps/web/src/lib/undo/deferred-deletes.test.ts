import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeferredDeletes, type DeferredDelete, deleteKey } from './deferred-deletes.ts';

const WAIT = 5000;

function spec(keys: string[], commit: () => Promise<unknown> = () => Promise.resolve()) {
  return {
    keys,
    commit: vi.fn(commit),
    flush: vi.fn(),
    onError: vi.fn(),
    onEnd: vi.fn(),
  } satisfies DeferredDelete;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('deferred deletes', () => {
  it('hides the rows at once and sends the delete when the wait ends', async () => {
    const store = createDeferredDeletes(WAIT);
    const del = spec([deleteKey('products', 12)]);
    store.schedule(del);
    expect(store.hidden().has('products:12')).toBe(true);
    await vi.advanceTimersByTimeAsync(WAIT - 1);
    expect(del.commit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(del.commit).toHaveBeenCalledOnce();
    expect(del.onEnd).toHaveBeenCalledOnce();
    expect(store.hidden().size).toBe(0);
  });

  it('sends every waiting delete at once before a sign-out, and waits for them', async () => {
    const store = createDeferredDeletes(WAIT);
    let finish = () => {};
    const slow = spec(['products:1'], () => new Promise<void>((resolve) => (finish = resolve)));
    const quick = spec(['products:2']);
    store.schedule(slow);
    store.schedule(quick);
    let done = false;
    const all = store.commitAll().then(() => (done = true));
    expect(slow.commit).toHaveBeenCalledOnce();
    expect(quick.commit).toHaveBeenCalledOnce();
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await all;
    expect(done).toBe(true);
    await vi.advanceTimersByTimeAsync(WAIT * 2);
    expect(slow.commit).toHaveBeenCalledOnce();
  });

  it('Undo forgets the delete and shows the rows again; nothing is sent', async () => {
    const store = createDeferredDeletes(WAIT);
    const del = spec(['consultants:3']);
    const id = store.schedule(del);
    expect(store.undo(id)).toBe(true);
    expect(store.hidden().size).toBe(0);
    await vi.advanceTimersByTimeAsync(WAIT * 2);
    expect(del.commit).not.toHaveBeenCalled();
    expect(del.flush).not.toHaveBeenCalled();
    expect(store.undo(id)).toBe(false);
  });

  it('waits while held (hover, focus) and for the full wait after the last release', async () => {
    const store = createDeferredDeletes(WAIT);
    const del = spec(['invoice_items:9']);
    const id = store.schedule(del);
    store.hold(id);
    store.hold(id);
    await vi.advanceTimersByTimeAsync(WAIT * 3);
    store.release(id);
    await vi.advanceTimersByTimeAsync(WAIT * 3);
    expect(del.commit).not.toHaveBeenCalled();
    store.release(id);
    await vi.advanceTimersByTimeAsync(WAIT - 1);
    expect(del.commit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(del.commit).toHaveBeenCalledOnce();
  });

  it('keeps the rows hidden until the call ends, then reports a failure and shows them again', async () => {
    const store = createDeferredDeletes(WAIT);
    let fail: (error: Error) => void = () => {};
    const del = spec(
      ['order_items:4'],
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    const id = store.schedule(del);
    const sent = store.commit(id);
    expect(store.hidden().has('order_items:4')).toBe(true);
    const error = new Error('Order 7 is processing');
    fail(error);
    await sent;
    expect(del.onError).toHaveBeenCalledWith(error);
    expect(store.hidden().size).toBe(0);
  });

  it('flushes every waiting delete with keepalive when the page goes away, once', async () => {
    const store = createDeferredDeletes(WAIT);
    const a = spec(['products:1']);
    const b = spec(['products:2', 'products:3']);
    store.schedule(a);
    store.schedule(b);
    store.flushAll();
    expect(a.flush).toHaveBeenCalledOnce();
    expect(b.flush).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(WAIT * 2);
    expect(a.commit).not.toHaveBeenCalled();
    expect(b.commit).not.toHaveBeenCalled();
    expect(store.hidden().size).toBe(0);
  });

  it('tells subscribers of each change with a new set', () => {
    const store = createDeferredDeletes(WAIT);
    const seen: ReadonlySet<string>[] = [];
    store.subscribe(() => seen.push(store.hidden()));
    const id = store.schedule(spec(['products:5']));
    store.undo(id);
    expect(seen.map((set) => [...set])).toEqual([['products:5'], []]);
  });
});
