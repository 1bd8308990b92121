import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_VIEWS_PER_USER } from '../src/navigation/saved-views.ts';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function firstRow<T>(sql: string): Promise<T> {
  const [row] = await t.deps.db.query<T>(sql);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

describe('GET /api/search', () => {
  it('finds a consultant by name and by number, exact number first', async () => {
    const c = await firstRow<{ id: number; consultant_number: string; last_name: string }>(
      'SELECT id, consultant_number, last_name FROM consultants ORDER BY id LIMIT 1',
    );
    const admin = await t.login('admin@example.com');
    const byName = await answer(
      admin.api.GET('/api/search', { params: { query: { q: c.last_name.toUpperCase() } } }),
    );
    expect(byName.status).toBe(200);
    const hits = byName.body && 'results' in byName.body ? byName.body.results : [];
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'consultant', id: c.id }));
    const byNumber = await answer(
      admin.api.GET('/api/search', { params: { query: { q: c.consultant_number } } }),
    );
    const first = byNumber.body && 'results' in byNumber.body ? byNumber.body.results[0] : null;
    expect(first).toMatchObject({ kind: 'consultant', id: c.id, description: c.consultant_number });
  });

  it('finds invoices, combined orders, products and stock orders by their number or code', async () => {
    const inv = await firstRow<{ id: number; invoice_number: string }>(
      'SELECT id, invoice_number FROM invoices ORDER BY id LIMIT 1',
    );
    const co = await firstRow<{ id: number; combined_number: string }>(
      'SELECT id, combined_number FROM combined_orders ORDER BY id LIMIT 1',
    );
    const p = await firstRow<{ id: number; product_code: string }>(
      'SELECT id, product_code FROM products ORDER BY id LIMIT 1',
    );
    const o = await firstRow<{ id: number; reference: string }>(
      'SELECT id, reference FROM orders ORDER BY id LIMIT 1',
    );
    const admin = await t.login('admin@example.com');
    const cases = [
      ['invoice', inv.id, inv.invoice_number],
      ['combined_order', co.id, co.combined_number],
      ['product', p.id, p.product_code],
      ['order', o.id, o.reference],
    ] as const;
    for (const [kind, id, text] of cases) {
      const res = await answer(admin.api.GET('/api/search', { params: { query: { q: text } } }));
      const hits = res.body && 'results' in res.body ? res.body.results : [];
      expect(hits, `${kind} ${text}`).toContainEqual(expect.objectContaining({ kind, id }));
    }
  });

  it('describes hits with their status in words, never the stored value (decision 052)', async () => {
    const inv = await firstRow<{ id: number; invoice_number: string; bill_to_name: string }>(
      `SELECT id, invoice_number, bill_to_name FROM invoices ORDER BY id LIMIT 1`,
    );
    await t.deps.db.query(`UPDATE invoices SET status = 'partially_paid' WHERE id = $1`, [inv.id]);
    const admin = await t.login('admin@example.com');
    const res = await answer(
      admin.api.GET('/api/search', { params: { query: { q: inv.invoice_number } } }),
    );
    const hits = res.body && 'results' in res.body ? res.body.results : [];
    const hit = hits.find((h) => h.kind === 'invoice' && h.id === inv.id);
    expect(hit?.description).toBe(`${inv.bill_to_name} · Partially paid`);
    const all = await answer(admin.api.GET('/api/search', { params: { query: { q: '-' } } }));
    for (const h of all.body && 'results' in all.body ? all.body.results : []) {
      expect(h.description ?? '', `${h.kind} ${h.label}`).not.toMatch(/\b[a-z]+_[a-z]+\b/);
    }
  });

  it('searches only the kinds the caller may read', async () => {
    const distributor = await t.login('distributor.admin@example.com');
    const res = await answer(distributor.api.GET('/api/search', { params: { query: { q: 'a' } } }));
    expect(res.status).toBe(200);
    const body = res.body && 'results' in res.body ? res.body : { results: [], searched: [] };
    for (const kind of ['consultant', 'consultant_order', 'invoice', 'combined_order'] as const) {
      expect(body.searched).not.toContain(kind);
    }
    expect(body.results.every((hit) => body.searched.includes(hit.kind))).toBe(true);
    const admin = await t.login('admin@example.com');
    const all = await answer(admin.api.GET('/api/search', { params: { query: { q: 'a' } } }));
    expect(all.body && 'searched' in all.body ? all.body.searched : []).toHaveLength(6);
  });

  it('treats LIKE wildcards as text, refuses an empty or long query (422) and anonymous (401)', async () => {
    const admin = await t.login('admin@example.com');
    const wild = await answer(admin.api.GET('/api/search', { params: { query: { q: '%' } } }));
    expect(wild.body && 'results' in wild.body ? wild.body.results : null).toEqual([]);
    expect((await admin.call('searchEverything', { query: { q: '' } })).status).toBe(422);
    expect((await admin.call('searchEverything', { query: { q: 'x'.repeat(101) } })).status).toBe(
      422,
    );
    expect((await admin.call('searchEverything', { query: { q: 'a', limit: 21 } })).status).toBe(
      422,
    );
    expect((await t.anonymous().raw('GET', '/api/search?q=a')).status).toBe(401);
  });
});

describe('saved views', () => {
  const body = { name: 'Drafts', path: '/orders', search: '?status=draft' } as const;

  it('round trip: create, list (own only), rename, delete', async () => {
    const me = await t.login('supervisor@example.com');
    const other = await t.login('warehouse@example.com');
    const created = await answer(me.api.POST('/api/saved-views', { body }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(body);
    const id = created.body && 'id' in created.body ? created.body.id : 0;
    const mine = await answer(me.api.GET('/api/saved-views'));
    expect(mine.body).toEqual({ saved_views: [expect.objectContaining({ id, name: 'Drafts' })] });
    const theirs = await answer(other.api.GET('/api/saved-views'));
    expect(theirs.body).toEqual({ saved_views: [] });
    const renamed = await answer(
      me.api.PATCH('/api/saved-views/{id}', {
        params: { header: anyVersion, path: { id } },
        body: { name: '  Draft orders ' },
      }),
    );
    expect(renamed.body).toMatchObject({ id, name: 'Draft orders', search: '?status=draft' });
    const deleted = await answer(
      me.api.DELETE('/api/saved-views/{id}', { params: { header: anyVersion, path: { id } } }),
    );
    expect(deleted.status).toBe(204);
    expect((await answer(me.api.GET('/api/saved-views'))).body).toEqual({ saved_views: [] });
  });

  it("answers 404 for another user's view, to rename and to delete", async () => {
    const owner = await t.login('readonly@example.com');
    const other = await t.login('admin@example.com');
    const created = await answer(owner.api.POST('/api/saved-views', { body }));
    const id = created.body && 'id' in created.body ? created.body.id : 0;
    const path = { id };
    const rename = await answer(
      other.api.PATCH('/api/saved-views/{id}', {
        params: { header: anyVersion, path },
        body: { name: 'Mine' },
      }),
    );
    expect(rename).toMatchObject({ status: 404, body: { detail: 'Saved view not found' } });
    const remove = await answer(
      other.api.DELETE('/api/saved-views/{id}', { params: { header: anyVersion, path } }),
    );
    expect(remove.status).toBe(404);
    const still = await answer(owner.api.GET('/api/saved-views'));
    expect(still.body).toEqual({ saved_views: [expect.objectContaining({ id, name: 'Drafts' })] });
  });

  it('keeps the columns a view was saved with, and refuses malformed ones (422)', async () => {
    const me = await t.login('distributor.admin@example.com');
    const columns = {
      order: ['status', 'reference'],
      hidden: ['created'],
      widths: { reference: 180 },
    };
    const created = await answer(
      me.api.POST('/api/saved-views', { body: { ...body, name: 'With columns', columns } }),
    );
    expect(created).toMatchObject({ status: 201, body: { columns } });
    const plain = await answer(
      me.api.POST('/api/saved-views', { body: { ...body, name: 'Plain' } }),
    );
    expect(plain.body).not.toHaveProperty('columns');
    const listed = await answer(me.api.GET('/api/saved-views'));
    expect(listed.body).toMatchObject({
      saved_views: expect.arrayContaining([
        expect.objectContaining({ name: 'With columns', columns }),
      ]),
    });
    const bad = [
      { order: ['a b'], hidden: [], widths: {} },
      { order: [], hidden: [], widths: { a: 5 } },
      { order: [], hidden: [], widths: { a: 40.5 } },
      { order: [], hidden: [] },
      { order: Array.from({ length: 41 }, (_, i) => `c${i}`), hidden: [], widths: {} },
      { order: [], hidden: [], widths: {}, extra: 1 },
    ];
    for (const json of bad) {
      const res = await me.call('createSavedView', {
        json: { ...body, name: 'Bad', columns: json },
      });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(422);
    }
  });

  it('refuses paths outside the list routes, bad names and searches (422)', async () => {
    const me = await t.login('warehouse@example.com');
    const bad = [
      { ...body, path: 'https://evil.example/orders' },
      { ...body, path: '//evil.example' },
      { ...body, path: '/consultants/1/edit' },
      { ...body, name: '' },
      { ...body, name: '   ' },
      { ...body, name: 'x'.repeat(61) },
      { ...body, search: 'status=draft' },
      { ...body, search: '?a=1#frag' },
      { ...body, search: `?q=${'x'.repeat(2000)}` },
      { ...body, extra: true },
    ];
    for (const json of bad) {
      // Off-contract bodies: the SDK's types refuse them, so by operationId.
      const res = await me.call('createSavedView', { json });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(422);
    }
    expect((await answer(me.api.GET('/api/saved-views'))).body).toEqual({ saved_views: [] });
    expect((await t.anonymous().raw('GET', '/api/saved-views')).status).toBe(401);
  });

  it('refuses a duplicate name (any case) and more than the limit per user (409)', async () => {
    const me = await t.login('distributor.readonly@example.com');
    expect((await answer(me.api.POST('/api/saved-views', { body }))).status).toBe(201);
    const twice = await answer(
      me.api.POST('/api/saved-views', { body: { ...body, name: 'DRAFTS' } }),
    );
    expect(twice.status).toBe(409);
    for (let i = 1; i < SAVED_VIEWS_PER_USER; i++) {
      const res = await answer(
        me.api.POST('/api/saved-views', { body: { ...body, name: `V${i}` } }),
      );
      expect(res.status).toBe(201);
    }
    const over = await answer(
      me.api.POST('/api/saved-views', { body: { ...body, name: 'One more' } }),
    );
    expect(over).toMatchObject({ status: 409 });
    expect(JSON.stringify(over.body)).toContain(`at most ${SAVED_VIEWS_PER_USER}`);
    // Another user is not limited by this one's views.
    const other = await t.login('distributor.editor@example.com');
    expect((await answer(other.api.POST('/api/saved-views', { body }))).status).toBe(201);
  });
});
