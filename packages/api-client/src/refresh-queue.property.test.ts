import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_EXPIRED_MESSAGE } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { delay, empty, json } from './test/fake-fetch.ts';
import { createMemoryTokenStore } from './token-store.ts';

const baseUrl = 'https://api.test';

const scenario = fc.record({
  mode: fc.constantFrom('cookie' as const, 'bearer' as const),
  refreshOk: fc.boolean(),
  refreshLatency: fc.integer({ min: 0, max: 12 }),
  calls: fc.array(
    fc.record({
      /** When the call is made (some start while the refresh runs or after it ended). */
      start: fc.integer({ min: 0, max: 10 }),
      /** How long the server takes to answer: this is when the 401 arrives. */
      latency: fc.integer({ min: 0, max: 10 }),
    }),
    { minLength: 1, maxLength: 100 },
  ),
});

describe('refresh queue (property)', () => {
  it('one refresh per wave; every call settles with its data or Authentication expired', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ mode, refreshOk, refreshLatency, calls }) => {
        // The server accepts only credential "v1"; every session starts with the stale "v0".
        let cookie = 'v0';
        let refreshes = 0;
        let expiredCallbacks = 0;
        const fetch = async (request: Request): Promise<Response> => {
          const path = new URL(request.url).pathname;
          if (path === '/auth/cookie/refresh' || path === '/auth/refresh') {
            refreshes += 1;
            await delay(refreshLatency);
            if (!refreshOk) return json({ detail: 'Unauthorized' }, { status: 401 });
            cookie = 'v1';
            return mode === 'cookie'
              ? empty(204)
              : json({
                  access_token: 'v1',
                  token_type: 'bearer',
                  refresh_token: 'r1',
                  expires_in: 1800,
                });
          }
          // The credential is read when the request leaves, as a browser attaches the cookie.
          const credential =
            mode === 'cookie'
              ? cookie
              : request.headers.get('Authorization')?.replace('Bearer ', '');
          const id = Number(path.split('/').pop());
          await delay(calls[id]?.latency ?? 0);
          return credential === 'v1'
            ? json({ id })
            : json({ detail: 'Unauthorized' }, { status: 401 });
        };
        const api = createApiClient({
          baseUrl,
          fetch,
          auth: mode,
          tokenStore: createMemoryTokenStore(
            mode === 'bearer' ? { accessToken: 'v0', refreshToken: 'r0' } : null,
          ),
          onAuthExpired: () => {
            expiredCallbacks += 1;
          },
        });

        const settled = Promise.allSettled(
          calls.map(async ({ start }, id) => {
            await delay(start);
            return api.GET('/api/orders/{id}', { params: { path: { id } } });
          }),
        );
        const outcome = await Promise.race([settled, delay(3000).then(() => 'hung' as const)]);
        expect(outcome, 'a call was left hanging').not.toBe('hung');
        if (outcome === 'hung') return;

        expect(refreshes).toBe(1);
        expect(expiredCallbacks).toBe(refreshOk ? 0 : 1);
        outcome.forEach((result, id) => {
          if (refreshOk) {
            expect(result.status).toBe('fulfilled');
            if (result.status === 'fulfilled') expect(result.value.data).toEqual({ id });
          } else {
            expect(result.status).toBe('rejected');
            if (result.status === 'rejected') {
              expect(result.reason).toMatchObject({ message: AUTH_EXPIRED_MESSAGE, status: 401 });
            }
          }
        });
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
