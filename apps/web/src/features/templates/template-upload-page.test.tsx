import { example } from '@back-office/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const analysis = {
  file_name: 'prices.xlsx',
  sheet_names: ['Prices'],
  sheet_name: 'Prices',
  header_row: 1,
  headers: ['SKU', 'Product Name', 'Price (R)', 'Range'],
  sample_rows: [['KZN-100', 'Aloe Gel', 74.95, 'Skin care']],
  row_count: 1,
  proposed_mapping: { product_code: 'SKU', description: 'Product Name', unit_price: 'Price (R)' },
  missing_required_fields: [],
};

async function analyzeSample() {
  const sent: FormData[] = [];
  server.use(...sessionHandlers(makeUser(['supervisor'])));
  server.use(
    api.post('/api/templates/analyze', () => HttpResponse.json(analysis)),
    api.post('/api/templates/upload', async ({ request }) => {
      sent.push(await request.formData());
      return HttpResponse.json(
        { detail: 'A template with this name already exists' },
        { status: 409 },
      );
    }),
  );
  const view = renderApp('/templates/upload');
  await screen.findByRole('heading', { level: 1, name: 'Upload Template' });
  await view.user.type(screen.getByRole('textbox', { name: /Template name/ }), 'KZN prices');
  await view.user.upload(
    document.querySelector('input[type="file"]') as HTMLInputElement,
    new File(['x'], 'prices.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  );
  await view.user.click(screen.getByRole('button', { name: 'Analyze sample' }));
  await screen.findByTestId('analysis');
  return { ...view, sent };
}

describe('template upload page', () => {
  it('shows the proposed mapping and the sample rows after analysis', async () => {
    await analyzeSample();
    expect((screen.getByRole('combobox', { name: /Product code/ }) as HTMLInputElement).value).toBe(
      'SKU',
    );
    expect(screen.getByText('KZN-100')).toBeTruthy();
    expect(screen.getByText('Every required field is mapped.')).toBeTruthy();
  });

  it('sends the mapping and keeps every value when the name is taken', async () => {
    const { user, sent } = await analyzeSample();
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('A template with this name already exists')).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0] as FormData;
    expect(form.get('template_name')).toBe('KZN prices');
    expect(JSON.parse(String(form.get('column_mapping')))).toEqual(analysis.proposed_mapping);
    expect(form.get('sheet_name')).toBe('Prices');
    expect(form.get('created_by')).toBe('Thandi Nkosi');
    expect((screen.getByRole('textbox', { name: /Template name/ }) as HTMLInputElement).value).toBe(
      'KZN prices',
    );
    expect(screen.getByTestId('analysis')).toBeTruthy();
    expect(screen.getByText('prices.xlsx')).toBeTruthy();
  });

  it('asks before leaving after a refused save, and not after a saved one', async () => {
    const { user, router } = await analyzeSample();
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await screen.findByText('A template with this name already exists');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/templates/upload');

    const saved = { ...example('Template'), id: 12, template_name: 'KZN prices' };
    server.use(
      api.post('/api/templates/upload', () => HttpResponse.json(saved, { status: 201 })),
      api.get('/api/templates', () =>
        HttpResponse.json({ templates: [saved], total: 1, skip: 0, limit: 50 }),
      ),
      api.get('/api/templates/{id}/preview', () => HttpResponse.json(example('TemplatePreview'))),
    );
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/templates'));
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull();
  });

  it('marks the name and the sample on one submit, sending nothing', async () => {
    const sent: unknown[] = [];
    server.use(...sessionHandlers(makeUser(['supervisor'])));
    server.use(
      api.post('/api/templates/upload', () => {
        sent.push(1);
        return HttpResponse.json(example('Template'), { status: 201 });
      }),
    );
    renderApp('/templates/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload Template' });
    const form = screen.getByRole('form', { name: /New/ });
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(await screen.findByText('Give the template a name')).toBeTruthy();
    expect(screen.getByText('Choose a sample spreadsheet and analyze it first')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a refusal no field owns above the form and keeps the mapping the user changed', async () => {
    const { user } = await analyzeSample();
    server.use(
      api.post('/api/templates/upload', () =>
        HttpResponse.json(
          { detail: [{ loc: ['body', 'sheet_name'], msg: 'No such sheet', type: 'value_error' }] },
          { status: 422 },
        ),
      ),
    );
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Range' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(/sheet_name: No such sheet/)).toBeTruthy();
    expect(screen.getByText('The template was not saved')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /Category/ }) as HTMLInputElement).value).toBe(
      'Range',
    );
    expect(screen.getByText('prices.xlsx')).toBeTruthy();
  });
});
