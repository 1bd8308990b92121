import { join } from 'node:path';
import { contractOperations } from '@back-office/api-client/testing';
import { describe, expect, it } from 'vitest';
import { sources } from './sources.ts';

/** Calls the api client's helpers make for the hooks (login, logout, refresh, downloads). */
const THROUGH_CLIENT_HELPERS = new Set([
  'post /auth/cookie/login',
  'post /auth/cookie/logout',
  'post /auth/cookie/refresh',
  'post /auth/jwt/login',
  'post /auth/logout',
  'post /auth/refresh',
  'get /api/consultant-orders/{id}/pdf',
  'get /api/combined-orders/{id}/pdf/download',
  'get /api/weekly-combinations/{id}/file',
]);

/** Calls made by machines, not screens: a load balancer's readiness probe (decision 013). */
const NOT_FOR_SCREENS = new Set(['get /api/health/ready']);

/** Opened by the browser's EventSource (the app's live stream, decision 025), not the client. */
const THROUGH_EVENT_SOURCE = new Set(['get /api/events']);

describe('coverage of the contract', () => {
  const code = sources(join(process.cwd(), 'src'));
  it.each(contractOperations())('$method $path has a hook or query option', ({ method, path }) => {
    const key = `${method} ${path}`;
    if (THROUGH_CLIENT_HELPERS.has(key) || NOT_FOR_SCREENS.has(key)) return;
    if (THROUGH_EVENT_SOURCE.has(key)) return;
    const verb = method.toUpperCase();
    const called =
      code.includes(`api.${verb}('${path}'`) ||
      (method === 'post' && code.includes(`api.upload('${path}'`)) ||
      (method === 'get' && code.includes(`api.download('${path}'`));
    expect(called, `no call of ${verb} ${path}`).toBe(true);
  });
});
