import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, api, refusal } from './contract-http.ts';
import { server, useMswServer } from './server.ts';

useMswServer();

const count = () => fetch(`${API}/api/products/count`);

describe('api (contract-typed MSW handlers)', () => {
  it('passes on an answer the contract allows', async () => {
    server.use(api.get('/api/products/count', () => HttpResponse.json({ count: 3 })));
    const response = await count();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 3 });
  });

  it('fails the call when the body breaks the contract', async () => {
    // @ts-expect-error `count` must be a number: the body is typed from the contract.
    server.use(api.get('/api/products/count', () => HttpResponse.json({ count: 'three' })));
    expect((await count()).status).toBe(500);
  });

  it('fails the call on a status the contract does not list, but lets a server fault through', async () => {
    server.use(api.get('/api/products/count', () => refusal(409, 'Conflict')));
    expect(await (await count()).text()).toMatch(/has no 409 response/);
    server.use(api.get('/api/products/count', () => refusal(503, 'Down')));
    expect((await count()).status).toBe(503);
  });

  it('accepts only the contract paths and methods', () => {
    // @ts-expect-error not a path of the contract
    api.get('/api/no-such-path', () => HttpResponse.json({}));
    // @ts-expect-error the contract has no PUT on this path
    api.put('/api/products/count', () => HttpResponse.json({ count: 1 }));
  });
});
