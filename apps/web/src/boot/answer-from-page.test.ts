import { describe, expect, it, vi } from 'vitest';
import { answerFromPage, callKey, PAGE_DATA_TTL_MS } from './answer-from-page.ts';

const ORIGIN = 'https://office.example';
const LIST = '/api/products?limit=50&skip=0&sort_by=created_at&sort_order=desc';

function setup(start = 1000) {
  let time = start;
  const network = vi.fn(async () => new Response('{"from":"network"}'));
  const fetch = answerFromPage(
    { '/auth/me': { id: 1 }, [LIST]: { products: [] } },
    network,
    ORIGIN,
    () => time,
  );
  return { fetch, network, advance: (ms: number) => (time += ms) };
}

describe('answerFromPage', () => {
  it("answers the page's first GET of a call from its data, once, whatever the query order", async () => {
    const { fetch, network } = setup();
    const url = `${ORIGIN}/api/products?sort_order=desc&skip=0&sort_by=created_at&limit=50`;
    const first = await fetch(new Request(url));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ products: [] });
    expect(network).not.toHaveBeenCalled();
    await fetch(new Request(url));
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('passes other calls, origins and late calls to the network', async () => {
    const { fetch, network, advance } = setup();
    await fetch(new Request(`${ORIGIN}/auth/verify`));
    await fetch(new Request('https://elsewhere.example/auth/me'));
    advance(PAGE_DATA_TTL_MS + 1);
    await fetch(new Request(`${ORIGIN}/auth/me`));
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('drops every answer at the first other method (a sign-in, a sign-out, a change)', async () => {
    const { fetch, network } = setup();
    await fetch(new Request(`${ORIGIN}/auth/cookie/logout`, { method: 'POST' }));
    await fetch(new Request(`${ORIGIN}/auth/me`));
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('keys a call by its path and its sorted query', () => {
    expect(callKey(new URL(`${ORIGIN}/api/x?b=2&a=1`))).toBe('/api/x?a=1&b=2');
    expect(callKey(new URL(`${ORIGIN}/auth/me`))).toBe('/auth/me');
  });
});
