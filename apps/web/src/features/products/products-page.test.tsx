import type { Product } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

function product(id: number): Product {
  return {
    id,
    product_code: `SKU-${id}`,
    description: `Rooibos lotion ${id}`,
    category: 'Body care',
    unit_price_cents: 12950,
    unit: 'each',
    barcode: null,
    stock_quantity: 5,
    upload_session_id: 17,
    created_at: '2026-11-16T08:02:19Z',
    updated_at: '2026-11-16T08:02:19Z',
  };
}

/** The product calls; records each list query and bulk delete body. */
function productHandlers(products: Product[]) {
  const lists: URLSearchParams[] = [];
  const deletes: unknown[] = [];
  server.use(
    api.get('/api/products', ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({ products, total: products.length, skip: 0, limit: 50 });
    }),
    api.get('/api/products/count', () => HttpResponse.json({ count: products.length })),
    api.get('/api/product-sets', () =>
      HttpResponse.json({ product_sets: [], total: 0, skip: 0, limit: 1000 }),
    ),
    api.delete('/api/products', async ({ request }) => {
      deletes.push(await request.json());
      return HttpResponse.json({ deleted: 2, not_found: [] });
    }),
  );
  return { lists, deletes };
}

describe('products page', () => {
  it('asks for the count together with the list (not after it) and shows it', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    productHandlers([product(1), product(2)]);
    let countAsked = false;
    let countAskedWhileListPending = false;
    server.use(
      api.get('/api/products', async () => {
        // Holds the list back a moment: a count asked only after the list arrived comes too late.
        await new Promise((resolve) => setTimeout(resolve, 150));
        countAskedWhileListPending = countAsked;
        return HttpResponse.json({ products: [product(1)], total: 2, skip: 0, limit: 50 });
      }),
      api.get('/api/products/count', () => {
        countAsked = true;
        return HttpResponse.json({ count: 2 });
      }),
    );
    renderApp('/products?search=rooibos');
    await screen.findByText('SKU-1');
    expect(countAskedWhileListPending).toBe(true);
    expect((await screen.findByTestId('product-count')).textContent).toBe('2 products');
  });

  it('says "about" when the API estimated the count (past 10,000 matches)', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    productHandlers([product(1)]);
    server.use(
      api.get('/api/products/count', () =>
        HttpResponse.json({ count: 1_234_567, is_estimate: true }),
      ),
    );
    renderApp('/products');
    await waitFor(() =>
      expect(screen.getByTestId('product-count').textContent?.replace(/\u00a0/g, ' ')).toBe(
        'about 1,2 million products',
      ),
    );
  });

  it('asks the API for the page, sort and search held in the URL', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    const calls = productHandlers([product(1)]);
    renderApp('/products?skip=50&limit=25&sort_by=unit_price_cents&sort_order=asc&search=rooibos');
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    await screen.findByText('SKU-1');
    const query = calls.lists.at(-1);
    expect(query?.get('skip')).toBe('50');
    expect(query?.get('limit')).toBe('25');
    expect(query?.get('sort_by')).toBe('unit_price_cents');
    expect(query?.get('sort_order')).toBe('asc');
    expect(query?.get('search')).toBe('rooibos');
    expect(screen.getByRole('columnheader', { name: /Unit price/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe(
      'rooibos',
    );
  });

  it('goes to the next page by the cursor the page handed out, not by skip', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    const lists: URLSearchParams[] = [];
    productHandlers([product(1)]);
    server.use(
      api.get('/api/products', ({ request }) => {
        const query = new URL(request.url).searchParams;
        lists.push(query);
        const at = { '': 0, 'after-50': 50, 'after-100': 100 }[query.get('cursor') ?? ''] ?? 0;
        return HttpResponse.json({
          products: [product(at + 1)],
          total: 120,
          skip: 0,
          limit: 50,
          next_cursor: at < 100 ? `after-${at + 50}` : null,
        });
      }),
    );
    const { user } = renderApp('/products?sort_by=unit_price_cents&sort_order=asc');
    await screen.findByText('SKU-1');
    await user.click(screen.getByRole('button', { name: 'next page' }));
    await screen.findByText('SKU-51');
    expect(lists.at(-1)?.get('cursor')).toBe('after-50');
    expect(lists.at(-1)?.get('skip') ?? '0').toBe('0');
    expect(lists.at(-1)?.get('sort_by')).toBe('unit_price_cents');
    await user.click(screen.getByRole('button', { name: 'next page' }));
    await screen.findByText('SKU-101');
    expect(lists.at(-1)?.get('cursor')).toBe('after-100');
    // Back: the page seen before keeps its cursor.
    await user.click(screen.getByRole('button', { name: 'previous page' }));
    await screen.findByText('SKU-51');
    expect(lists.map((q) => q.get('skip') ?? '0')).toEqual(lists.map(() => '0'));
  });

  it('shows readonly users no selection and no delete buttons', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    productHandlers([product(1), product(2)]);
    renderApp('/products');
    await screen.findByText('SKU-2');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBe(null);
  });

  it('deletes the selected products after confirmation', async () => {
    server.use(...sessionHandlers(makeUser(['supervisor'])));
    const calls = productHandlers([product(1), product(2), product(3)]);
    const { user } = renderApp('/products');
    await screen.findByText('SKU-3');
    await user.click(screen.getByRole('checkbox', { name: 'Select SKU-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select SKU-3' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 products selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete products' });
    expect(calls.deletes).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2' }));
    await waitFor(() => expect(calls.deletes).toEqual([{ product_ids: [1, 3] }]));
    await screen.findByText('Deleted 2 products');
  });

  it('shows a failed load with its request id and retries', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    productHandlers([product(1)]);
    let fail = true;
    server.use(
      api.get('/api/products', () =>
        fail
          ? HttpResponse.json(
              { detail: 'Database unavailable' },
              { status: 503, headers: { 'X-Request-ID': 'req-42' } },
            )
          : HttpResponse.json({ products: [product(1)], total: 1, skip: 0, limit: 50 }),
      ),
    );
    const { user } = renderApp('/products');
    const alert = await screen.findByTestId('error-state');
    expect(within(alert).getByText('req-42')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('SKU-1');
  });
});
