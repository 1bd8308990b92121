import { createLiveJobs, type LiveJobEvent } from '@back-office/hooks/live';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EventSourceLike, openLiveStream, type StreamedNotification } from './live-stream.ts';

/** A stand-in for the browser's EventSource: the test opens, fails and sends events. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: unknown) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

const notification: StreamedNotification = {
  id: 7,
  kind: 'upload',
  resource: 'uploads',
  record_id: 12,
  reference: 'Import of products.xlsx completed: 40 products',
  result_id: null,
  outcome: 'completed',
  created_at: '2026-11-24T08:00:00Z',
  read_at: null,
};

function start() {
  const liveJobs = createLiveJobs();
  const sources: FakeSource[] = [];
  const told: StreamedNotification[] = [];
  const jobs: LiveJobEvent[] = [];
  liveJobs.subscribe((event) => jobs.push(event));
  const close = openLiveStream({
    url: '/api/events',
    liveJobs,
    onNotification: (n) => told.push(n),
    open: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    reopenAfterMs: 30_000,
  });
  return { liveJobs, sources, told, jobs, close };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('openLiveStream', () => {
  it('is healthy while open and hands job changes and job ends on', () => {
    const { liveJobs, sources, told, jobs, close } = start();
    const source = sources[0] as FakeSource;
    expect(liveJobs.isHealthy()).toBe(false);
    source.open();
    expect(liveJobs.isHealthy()).toBe(true);
    source.send('job', { kind: 'order', id: 3, status: 'processing' });
    source.send('notification', notification);
    expect(jobs).toEqual([
      { kind: 'order', id: 3, status: 'processing' },
      { kind: 'upload', id: 12, status: 'completed' },
    ]);
    expect(told).toEqual([notification]);
    close();
    expect(source.closed).toBe(true);
    expect(liveJobs.isHealthy()).toBe(false);
  });

  it('falls back to polling while the browser reconnects, and reopens a refused stream later', () => {
    vi.useFakeTimers();
    const { liveJobs, sources, close } = start();
    const first = sources[0] as FakeSource;
    first.open();
    first.fail(0); // CONNECTING: the browser retries by itself
    expect(liveJobs.isHealthy()).toBe(false);
    expect(sources).toHaveLength(1);
    first.open();
    expect(liveJobs.isHealthy()).toBe(true);

    first.fail(2); // CLOSED: refused (401, 429), the browser gives up
    expect(liveJobs.isHealthy()).toBe(false);
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(sources).toHaveLength(2);
    (sources[1] as FakeSource).open();
    expect(liveJobs.isHealthy()).toBe(true);
    close();
  });

  it('stays on polling where the browser has no EventSource', () => {
    const liveJobs = createLiveJobs();
    const close = openLiveStream({
      url: '/api/events',
      liveJobs,
      onNotification: () => {},
      open: () => undefined,
    });
    expect(liveJobs.isHealthy()).toBe(false);
    close();
  });
});
