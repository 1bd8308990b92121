import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const CSV = [
  'first_name,last_name,address_line1,city,province,postal_code,id_number',
  'Thandi,Nkosi,1 Main Road,Durban,KwaZulu-Natal,4001,8806150234081',
  'Johan,Botha,2 Kerk Street,Bloemfontein,Gauteng Province,9301,123',
].join('\n');

describe('consultant bulk upload', () => {
  it('previews a csv and marks the rows the server refused, importing nothing', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.post('/api/consultants/bulk-upload', () =>
        HttpResponse.json(
          {
            detail: '1 of 2 rows are invalid; nothing was imported',
            errors: [
              {
                row: 3,
                column: 'province',
                message: "'Gauteng Province' is not a South African province",
              },
              { row: 3, column: 'id_number', message: 'ID number must be 13 digits' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, container } = renderApp('/consultants/upload');
    await screen.findByRole('heading', { level: 1, name: 'Bulk Upload Consultants' });
    const file = new File([CSV], 'consultants.csv', { type: 'text/csv' });
    const fileInput = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(fileInput, file);
    expect(await screen.findAllByTestId('preview-row')).toHaveLength(2);
    expect(screen.getByText('2 data rows')).toBeTruthy();
    // ID numbers are masked in the preview list (decision 017).
    const preview = screen.getByRole('table', { name: 'File preview' });
    expect(within(preview).getByText('*********4081')).toBeTruthy();
    expect(preview.textContent).not.toContain('8806150234081');

    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    const errors = await screen.findByTestId('upload-errors');
    expect(within(errors).getByText('Nothing was imported')).toBeTruthy();
    expect(within(errors).getAllByTestId('row-error')).toHaveLength(2);
    expect(within(errors).getByText('ID number must be 13 digits')).toBeTruthy();
    const invalid = screen.getAllByTestId('preview-row').filter((row) => row.dataset.invalid);
    expect(invalid).toHaveLength(1);
    expect(within(invalid[0] as HTMLElement).getByText('Johan')).toBeTruthy();
  });

  it('refuses a file of another type when it is chosen (the dialog filter is only a hint)', async () => {
    server.use(...sessionHandlers(makeUser(['supervisor'])));
    const { container } = renderApp('/consultants/upload');
    await screen.findByRole('heading', { level: 1, name: 'Bulk Upload Consultants' });
    const fileInput = container.querySelector('input[type="file"]') as HTMLInputElement;
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(fileInput, { target: { files: [notes] } });
    expect(await screen.findByText(/Choose a \.csv or \.xlsx file/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Upload and import' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('names the allowed values and the example row of the template', async () => {
    server.use(...sessionHandlers(makeUser(['supervisor'])));
    renderApp('/consultants/upload');
    const allowed = await screen.findByRole('table', { name: 'Allowed values' });
    expect(allowed.textContent).toContain('KwaZulu-Natal');
    expect(allowed.textContent).toContain('active, inactive, suspended (blank: active)');
    expect(screen.getByTestId('example-row-note').textContent).toContain('EXAMPLE');
  });

  it('reports the import of a valid file', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.post('/api/consultants/bulk-upload', () =>
        HttpResponse.json({ imported: 2, total_rows: 2, errors: [] }),
      ),
    );
    const { user, container } = renderApp('/consultants/upload');
    await screen.findByRole('heading', { level: 1, name: 'Bulk Upload Consultants' });
    const fileInput = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(fileInput, new File([CSV], 'consultants.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect((await screen.findByTestId('upload-result')).textContent).toContain(
      '2 of 2 rows imported',
    );
  });
});
