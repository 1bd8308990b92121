import { describe, expect, it } from 'vitest';
import { BUSY_ATTEMPTS, retryWhileBusy } from './busy-retry.ts';

const busy = (retryAfter: string | null) =>
  new Response(JSON.stringify({ detail: 'busy' }), {
    status: 429,
    headers: retryAfter === null ? {} : { 'Retry-After': retryAfter },
  });

describe('retryWhileBusy', () => {
  it('waits what Retry-After asks and tries again until the server answers', async () => {
    const answers = [busy('2'), busy('1'), new Response('pdf', { status: 200 })];
    const waits: number[] = [];
    const response = await retryWhileBusy(
      async () => answers.shift() as Response,
      undefined,
      async (ms) => void waits.push(ms),
    );
    expect(response.status).toBe(200);
    expect(waits).toEqual([2000, 1000]);
  });

  it(`gives the 429 back after ${BUSY_ATTEMPTS} tries, or at once for a long or missing Retry-After`, async () => {
    let calls = 0;
    const always = await retryWhileBusy(
      async () => {
        calls++;
        return busy('1');
      },
      undefined,
      async () => {},
    );
    expect([always.status, calls]).toEqual([429, BUSY_ATTEMPTS]);
    for (const header of ['600', null, 'soon']) {
      let tries = 0;
      const response = await retryWhileBusy(
        async () => {
          tries++;
          return busy(header);
        },
        undefined,
        async () => {},
      );
      expect([response.status, tries]).toEqual([429, 1]);
    }
  });

  it('stops waiting when the caller aborts', async () => {
    const stop = new AbortController();
    const pending = retryWhileBusy(async () => busy('5'), stop.signal);
    stop.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
  });
});
