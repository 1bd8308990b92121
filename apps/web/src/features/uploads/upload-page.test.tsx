import type { Template } from '@back-office/api-client';
import { example } from '@back-office/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const template: Template = {
  version: 1,
  id: 3,
  template_name: 'Midrand warehouse stock list',
  description: null,
  created_by: 'Thandi Nkosi',
  file_name: 'midrand.xlsx',
  sheet_name: 'Stock',
  header_row: 1,
  column_mapping: {
    product_code: 'Item Code',
    description: 'Item Description',
    unit_price: 'Price',
  },
  sample_columns: ['Item Code', 'Item Description', 'Price'],
  created_at: '2026-11-02T09:00:00Z',
  updated_at: '2026-11-02T09:00:00Z',
};

function templateHandlers() {
  server.use(
    api.get('/api/templates', () =>
      HttpResponse.json({ templates: [template], total: 1, skip: 0, limit: 1000 }),
    ),
  );
}

const file = () => new File(['a,b'], 'stock.csv', { type: 'text/csv' });

/** Requests that carried the file, by path: it goes up once (decision 066). */
function fileRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
      seen.push(new URL(request.url).pathname);
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** The preview of stock.csv: `existing` of its 2 codes already in the catalogue; kept as 7. */
function previewHandler(existing = 0, sameFile = false) {
  server.use(
    api.post('/api/upload/preview', () =>
      HttpResponse.json({
        preview_id: 7,
        expires_at: '2026-11-18T11:15:12Z',
        file_name: 'stock.csv',
        total_rows: 2,
        failed_rows: 0,
        file_problem: null,
        product_codes: 2,
        existing_codes: existing,
        existing_examples: ['SKU-1', 'SKU-2'].slice(0, existing),
        same_file: sameFile
          ? { upload_id: 41, file_name: 'stock.csv', created_at: '2026-11-16T08:02:11Z' }
          : null,
      }),
    ),
  );
}

describe('upload page', () => {
  it('asks for a template and a file before sending anything', async () => {
    server.use(...sessionHandlers(makeUser(['warehouse_staff'])));
    templateHandlers();
    const { user } = renderApp('/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload' });
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(await screen.findByText('Choose a template')).toBeTruthy();
    expect(screen.getByText('Choose a spreadsheet to upload')).toBeTruthy();
  });

  it('keeps the template and the file when the server refuses the file', async () => {
    server.use(...sessionHandlers(makeUser(['warehouse_staff'])));
    templateHandlers();
    server.use(
      api.post('/api/upload/preview', () =>
        HttpResponse.json({ detail: 'The file is not a readable spreadsheet' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/upload?template_id=3');
    await screen.findByText(/Expected columns: Item Code/);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, file());
    await screen.findByText('stock.csv');
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(await screen.findByText('The file is not a readable spreadsheet')).toBeTruthy();
    expect(screen.getByText('stock.csv')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /Template/ }) as HTMLInputElement).value).toBe(
      'Midrand warehouse stock list',
    );
  });

  it('asks before leaving a picked file, but not when the template changes', async () => {
    server.use(...sessionHandlers(makeUser(['warehouse_staff'])));
    templateHandlers();
    const { user, router } = renderApp('/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file());
    await screen.findByText('stock.csv');
    await user.click(screen.getByRole('combobox', { name: /Template/ }));
    await user.click(await screen.findByRole('option', { name: template.template_name }));
    await screen.findByText(/Expected columns: Item Code/);
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull();

    void router.navigate({ to: '/templates' });
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/upload');
    expect(screen.getByText('stock.csv')).toBeTruthy();
  });

  it('watches the import after the upload is accepted and links to its products', async () => {
    server.use(...sessionHandlers(makeUser(['warehouse_staff'])));
    templateHandlers();
    previewHandler();
    const sentFile = fileRequests();
    server.use(
      api.post('/api/upload/preview/{id}/import', () =>
        HttpResponse.json({ ...example('Upload'), id: 44, status: 'pending' }, { status: 202 }),
      ),
      api.get('/api/upload/{id}/status', () =>
        HttpResponse.json({
          id: 44,
          status: 'completed',
          progress: 100,
          is_terminal: true,
          message: '2 products imported',
          updated_at: '2026-11-18T10:15:12Z',
          template_id: 3,
          template_name: template.template_name,
          file_name: 'stock.csv',
          total_rows: 2,
          processed_rows: 2,
          imported_rows: 2,
          failed_rows: 0,
          errors: [],
          upload_session_id: 18,
          completed_at: '2026-11-18T10:15:12Z',
        }),
      ),
      api.get('/api/upload/{id}', () => HttpResponse.json(example('Upload'))),
      api.get('/api/product-sets', () =>
        HttpResponse.json({
          product_sets: [{ ...example('ProductSet'), id: 18, product_count: 2 }],
          total: 1,
          skip: 0,
          limit: 50,
        }),
      ),
      api.get('/api/uploads', () =>
        HttpResponse.json({ uploads: [], total: 0, skip: 0, limit: 50 }),
      ),
    );
    const { user, history } = renderApp('/upload?template_id=3');
    await screen.findByText(/Expected columns/);
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file());
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    const link = await screen.findByRole('link', { name: 'View the 2 products' });
    expect(link.getAttribute('href')).toBe('/products?upload_session_id=18');
    expect(history.location.search).toContain('upload=44');
    expect(sentFile).toEqual(['/api/upload/preview']);
  });

  it('warns before importing codes already in the catalogue and sends the choice', async () => {
    server.use(...sessionHandlers(makeUser(['warehouse_staff'])));
    templateHandlers();
    previewHandler(2, true);
    const sent: unknown[] = [];
    server.use(
      api.post('/api/upload/preview/{id}/import', async ({ request, params }) => {
        sent.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json(
          { detail: [{ loc: ['body', 'x'], msg: 'stop here', type: 'x' }] },
          { status: 422 },
        );
      }),
    );
    const { user } = renderApp('/upload?template_id=3');
    await screen.findByText(/Expected columns/);
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file());
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    const warning = await screen.findByTestId('existing-products-choice');
    expect(warning.textContent).toContain('2 product codes of 2 rows in stock.csv are already');
    expect(warning.textContent).toContain('SKU-1, SKU-2');
    expect(warning.textContent).toContain('This very file was imported before as stock.csv');
    expect(sent).toEqual([]);
    // Skip is chosen first: it changes nothing already in the catalogue.
    expect((screen.getByRole('radio', { name: /Skip/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Replace/ }));
    await user.click(screen.getByRole('button', { name: 'Replace and import' }));
    await screen.findByText(/stop here/);
    expect(sent).toEqual([{ id: '7', existing_products: 'replace' }]);
    // Back on the form, with what the user chose.
    expect(screen.getByText('stock.csv')).toBeTruthy();
  });

  it('imports at once, as before, when no code is in the catalogue yet', async () => {
    server.use(...sessionHandlers(makeUser(['warehouse_staff'])));
    templateHandlers();
    previewHandler(0);
    const sent: unknown[] = [];
    server.use(
      api.post('/api/upload/preview/{id}/import', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ detail: 'stop here' }, { status: 429 });
      }),
    );
    const { user } = renderApp('/upload?template_id=3');
    await screen.findByText(/Expected columns/);
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file());
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    await screen.findByText('stop here');
    expect(sent).toEqual([{ existing_products: 'add' }]);
    expect(screen.queryByTestId('existing-products-choice')).toBeNull();
  });

  it('asks for the file again when the kept preview expired, keeping the template', async () => {
    server.use(...sessionHandlers(makeUser(['warehouse_staff'])));
    templateHandlers();
    previewHandler(1);
    server.use(
      api.post('/api/upload/preview/{id}/import', () =>
        HttpResponse.json({ detail: 'No such preview' }, { status: 404 }),
      ),
    );
    const { user } = renderApp('/upload?template_id=3');
    await screen.findByText(/Expected columns/);
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file());
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    await user.click(await screen.findByRole('button', { name: 'Import new codes only' }));
    expect(await screen.findByText(/no longer has this file/)).toBeTruthy();
    expect(screen.getByText('stock.csv')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /Template/ }) as HTMLInputElement).value).toBe(
      'Midrand warehouse stock list',
    );
  });

  it('offers no product link when a skip import added no product', async () => {
    server.use(...sessionHandlers(makeUser(['warehouse_staff'])));
    templateHandlers();
    server.use(
      api.get('/api/upload/{id}/status', () =>
        HttpResponse.json({
          id: 45,
          status: 'completed',
          progress: 100,
          is_terminal: true,
          message: '0 products imported, 2 products already in the catalogue skipped',
          updated_at: '2026-11-18T10:15:12Z',
          template_id: 3,
          template_name: template.template_name,
          file_name: 'stock.csv',
          total_rows: 2,
          processed_rows: 2,
          imported_rows: 0,
          failed_rows: 0,
          errors: [],
          upload_session_id: 19,
          completed_at: '2026-11-18T10:15:12Z',
        }),
      ),
      api.get('/api/upload/{id}', () => HttpResponse.json(example('Upload'))),
      api.get('/api/product-sets', () =>
        HttpResponse.json({
          product_sets: [{ ...example('ProductSet'), id: 19, product_count: 0 }],
          total: 1,
          skip: 0,
          limit: 50,
        }),
      ),
      api.get('/api/uploads', () =>
        HttpResponse.json({ uploads: [], total: 0, skip: 0, limit: 50 }),
      ),
    );
    renderApp('/upload?upload=45');
    await screen.findByText('0 products imported, 2 products already in the catalogue skipped', {});
    await screen.findByRole('button', { name: /Upload another/ });
    expect(screen.queryByRole('link', { name: /View the/ })).toBeNull();
  });
});
