import type { Schemas } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { columnSettingsKey } from '../../components/data-table/use-column-settings.ts';
import { API, api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

type SavedView = Schemas['SavedView'];

/** A server that keeps the views it is given, as the API does for one user. */
/** A saved view of the signed-in user, made on 20 November. */
const savedView = (id: number, name: string, path: Schemas['SavedView']['path']) => ({
  version: 1,
  id,
  name,
  path,
  search: '',
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-20T08:00:00Z',
});

function savedViewsServer() {
  const views: SavedView[] = [];
  server.use(
    api.get('/api/saved-views', () => HttpResponse.json({ saved_views: views })),
    api.post('/api/saved-views', async ({ request }) => {
      const body = (await request.json()) as Schemas['SavedViewCreate'];
      const view: SavedView = {
        version: 1,
        id: views.length + 1,
        name: body.name,
        path: body.path,
        search: body.search ?? '',
        ...(body.columns ? { columns: body.columns } : {}),
        created_at: '2026-11-20T08:00:00Z',
        updated_at: '2026-11-20T08:00:00Z',
      };
      views.push(view);
      return HttpResponse.json(view, { status: 201 });
    }),
    api.delete('/api/saved-views/{id}', ({ params }) => {
      views.splice(
        views.findIndex((view) => view.id === Number(params.id)),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    api.get('/api/products', () =>
      HttpResponse.json({ products: [], total: 0, skip: 0, limit: 50 }),
    ),
    api.get('/api/products/count', () => HttpResponse.json({ count: 0 })),
    api.get('/api/product-sets', () =>
      HttpResponse.json({ product_sets: [], total: 0, skip: 0, limit: 1000 }),
    ),
  );
  return views;
}

describe('saved views', () => {
  it('saves the list’s filters under a name and reopens them from the sidebar', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    const views = savedViewsServer();
    const { user, router } = renderApp('/products?search=%22SKU-9%22&sort_order=asc');
    // The page's body is drawn right after its header on a cold load (AfterFirstPaint).
    await user.click(await screen.findByTestId('save-view'));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await user.type(within(dialog).getByLabelText(/Name/), 'SKU nine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(views).toHaveLength(1));
    expect(views[0]).toMatchObject({ name: 'SKU nine', path: '/products' });
    expect(views[0]?.search).toContain('SKU-9');

    await router.navigate({ to: '/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const link = await within(
      await screen.findByRole('group', { name: 'Saved views of Products' }),
    ).findByRole('link', { name: 'SKU nine' });
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toMatchObject({ search: 'SKU-9', sort_order: 'asc' });
  });

  it('shows each view under its list’s item, foldable, not in a block at the end', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    const views = savedViewsServer();
    views.push(
      savedView(1, 'Drafts', '/orders'),
      savedView(2, 'Cheap', '/products'),
      savedView(3, 'Failed uploads', '/history'),
    );
    const { user } = renderApp('/dashboard');
    const products = await screen.findByRole('group', { name: 'Saved views of Products' });
    within(products).getByRole('link', { name: 'Cheap' });
    const orders = screen.getByRole('group', { name: 'Saved views of Orders' });
    within(orders).getByRole('link', { name: 'Drafts' });
    expect(within(orders).queryByRole('link', { name: 'Cheap' })).toBeNull();
    // Right under the Products item, before the next item (Templates).
    const productsLink = document.querySelector('[data-nav-item="products"]');
    const templatesLink = document.querySelector('[data-nav-item="templates"]');
    const follows = (a: Node | null, b: Node | null) =>
      Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(productsLink, products)).toBe(true);
    expect(follows(products, templatesLink)).toBe(true);
    const history = screen.getByRole('group', { name: 'Saved views of History' });
    within(history).getByRole('link', { name: 'Failed uploads' });
    // No block of saved views at the end of the sidebar any more.
    expect(screen.queryByTestId('saved-views')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Saved views of Products' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('saves the list’s columns with the view, and opening the view brings them back', async () => {
    const me = makeUser(['readonly']);
    server.use(...sessionHandlers(me));
    const views = savedViewsServer();
    const key = columnSettingsKey(me.id, '/products');
    const mine = { order: ['price', 'description'], hidden: ['category'], widths: { price: 120 } };
    localStorage.setItem(key, JSON.stringify(mine));
    const { user, router } = renderApp('/products');
    await user.click(await screen.findByTestId('save-view'));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Priced');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(views).toHaveLength(1));
    expect(views[0]?.columns).toEqual(mine);

    // Other columns meanwhile; opening the view sets its own again.
    localStorage.setItem(key, JSON.stringify({ order: [], hidden: ['price'], widths: {} }));
    await router.navigate({ to: '/dashboard' });
    const group = await screen.findByRole('group', { name: 'Saved views of Products' });
    await user.click(await within(group).findByRole('link', { name: 'Priced' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual(mine);
  });

  it('lists no view of a page the user may no longer open, and deletes from the menu', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    const views = savedViewsServer();
    views.push(savedView(1, 'All users', '/users'), savedView(2, 'Old products', '/products'));
    const { user } = renderApp('/dashboard');
    const section = await screen.findByRole('group', { name: 'Saved views of Products' });
    await within(section).findByRole('link', { name: 'Old products' });
    expect(screen.queryByRole('link', { name: 'All users' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Actions of Old products' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Saved views of Products' })).toBeNull(),
    );
    expect(views.map((view) => view.id)).toEqual([1]);
  });

  it('renames in a dialog loaded on demand that asks before discarding a typed name', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    const views = savedViewsServer();
    views.push(savedView(2, 'Old products', '/products'));
    const { user } = renderApp('/dashboard');
    const section = await screen.findByRole('group', { name: 'Saved views of Products' });
    await user.click(
      await within(section).findByRole('button', { name: 'Actions of Old products' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved view' });
    const name = within(dialog).getByLabelText(/Name/) as HTMLInputElement;
    expect(name.value).toBe('Old products');
    await user.type(name, ' (2025)');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rename saved view' })).toBeNull(),
    );
    expect(views[0]?.name).toBe('Old products');
  });
});

describe('renaming a saved view someone else saved meanwhile', () => {
  /** One view; the first rename answers 412 with `theirs` (which the view then is). */
  function renameServer(theirs: SavedView) {
    const views = savedViewsServer();
    views.push(savedView(2, 'Old products', '/products'));
    const sent: { ifMatch: string | null; body: unknown }[] = [];
    server.use(
      // The contract helpers answer no PATCH: msw's own, on the API's origin.
      http.patch(`${API}/api/saved-views/:id`, async ({ request }) => {
        const body = (await request.json()) as { name: string };
        sent.push({ ifMatch: request.headers.get('If-Match'), body });
        if (sent.length === 1) {
          views[0] = theirs;
          return HttpResponse.json(
            { detail: 'Someone else changed this saved view', current: theirs } as never,
            { status: 412 },
          );
        }
        const next = { ...(views[0] as SavedView), name: body.name, version: theirs.version + 1 };
        views[0] = next;
        return HttpResponse.json(next, { headers: { ETag: `"${next.version}"` } });
      }),
    );
    return sent;
  }

  async function rename(to: string) {
    const view = renderApp('/dashboard');
    const section = await screen.findByRole('group', { name: 'Saved views of Products' });
    await view.user.click(
      await within(section).findByRole('button', { name: 'Actions of Old products' }),
    );
    await view.user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved view' });
    const name = within(dialog).getByLabelText(/Name/);
    await view.user.clear(name);
    await view.user.type(name, to);
    await view.user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    return { ...view, section };
  }

  it('resends the name at once when the other save changed only the filters', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    const sent = renameServer({
      ...savedView(2, 'Old products', '/products'),
      version: 2,
      search: '?search=%22SKU%22',
    });
    const { section } = await rename('Products 2025');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { ifMatch: '"1"', body: { name: 'Products 2025' } },
      { ifMatch: '"2"', body: { name: 'Products 2025' } },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rename saved view' })).toBeNull(),
    );
    expect(screen.queryByRole('dialog', { name: 'Someone else saved this record' })).toBeNull();
    await within(section).findByRole('link', { name: 'Products 2025' });
  });

  it('asks when the name itself changed; keeping mine resends it', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    const sent = renameServer({
      ...savedView(2, 'Products (theirs)', '/products'),
      version: 2,
      updated_at: '2026-11-20T09:00:00Z',
    });
    const { user, section } = await rename('Products 2025');
    const ask = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    const row = within(ask).getByRole('row', { name: /Name/ });
    expect(row.textContent).toContain('Products (theirs)');
    expect(row.textContent).toContain('Products 2025');
    expect(sent).toHaveLength(1);
    await user.click(within(ask).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ ifMatch: '"2"', body: { name: 'Products 2025' } });
    await within(section).findByRole('link', { name: 'Products 2025' });
  });

  it('takes theirs: their name in the still open rename dialog, nothing sent again', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    const sent = renameServer({
      ...savedView(2, 'Products (theirs)', '/products'),
      version: 2,
    });
    const { user } = await rename('Products 2025');
    const ask = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    await user.click(within(ask).getByRole('button', { name: 'Take theirs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved view' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe(
        'Products (theirs)',
      ),
    );
    expect(sent).toHaveLength(1);
  });
});
