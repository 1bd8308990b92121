import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

async function productsPage() {
  server.use(
    ...sessionHandlers(makeUser(['readonly'])),
    api.get('/api/products', () =>
      HttpResponse.json({ products: [], total: 0, skip: 0, limit: 50 }),
    ),
    api.get('/api/products/count', () => HttpResponse.json({ count: 0 })),
    api.get('/api/product-sets', () =>
      HttpResponse.json({ product_sets: [], total: 0, skip: 0, limit: 1000 }),
    ),
  );
  const view = renderApp('/products');
  await screen.findByRole('heading', { level: 1, name: 'Products' });
  return view;
}

describe('keyboard use of the shell', () => {
  it('starts with a skip link to the main content', async () => {
    const { user } = await productsPage();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
  });

  it('"/" focuses the page search; a "/" typed into a field stays in it', async () => {
    const { user } = await productsPage();
    // The page's body is drawn right after its header on a cold load (AfterFirstPaint).
    const search = await screen.findByRole('textbox', { name: 'Search' });
    expect(document.activeElement).not.toBe(search);
    await user.keyboard('/');
    expect(document.activeElement).toBe(search);
    await user.keyboard('a/b');
    expect((search as HTMLInputElement).value).toBe('a/b');
  });
});
