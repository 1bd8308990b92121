import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const EMPTY = {
  legal_name: '',
  trading_name: null,
  address: '',
  vat_number: null,
  registration_number: null,
  logo: null,
  complete: false,
  updated_at: '2026-11-28T08:30:00Z',
  version: 7,
};

function setup(answer: (body: Record<string, unknown>) => Response) {
  const sent: { body: Record<string, unknown>; ifMatch: string | null }[] = [];
  server.use(
    ...sessionHandlers(makeUser(['admin'])),
    api.get('/api/business-details', () => HttpResponse.json(EMPTY, { headers: { ETag: '"7"' } })),
    api.put('/api/business-details', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ body, ifMatch: request.headers.get('If-Match') });
      return answer(body) as never;
    }),
  );
  return { sent, ...renderApp('/admin/business') };
}

describe('business details page', () => {
  it('is in the admin section of the sidebar and saves the details with If-Match', async () => {
    const { user, sent } = setup((body) =>
      HttpResponse.json(
        { ...EMPTY, ...body, complete: true, version: 8 },
        { headers: { ETag: '"8"' } },
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Business details' });
    expect(screen.getByRole('link', { name: /Business details/ })).toBeTruthy();
    expect(await screen.findByText('Invoices are not yet valid tax invoices')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Business details' });
    await user.type(within(form).getByLabelText(/Legal name/), 'Umoya Botanicals (Pty) Ltd');
    await user.type(within(form).getByLabelText(/^Address/), '7 Loop Street{Enter}Cape Town');
    await user.type(within(form).getByLabelText(/VAT number/), '4987 654 321');
    await user.type(within(form).getByLabelText(/registration number/), '2019/654321/07');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      ifMatch: '"7"',
      body: {
        legal_name: 'Umoya Botanicals (Pty) Ltd',
        trading_name: null,
        address: '7 Loop Street\nCape Town',
        vat_number: '4987654321',
        registration_number: '2019/654321/07',
      },
    });
    expect(await screen.findByText('Business details saved')).toBeTruthy();
  });

  it('checks the numbers before sending, and keeps what was typed when the server refuses', async () => {
    const { user, sent } = setup(() =>
      HttpResponse.json(
        {
          detail: [
            {
              loc: ['body', 'logo'],
              msg: 'The logo must be a PNG or JPEG image (SVG is not accepted)',
              type: 'value_error',
            },
          ],
        },
        { status: 422 },
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Business details' });
    const form = await screen.findByRole('form', { name: 'Business details' });
    await user.type(within(form).getByLabelText(/Legal name/), 'Umoya');
    await user.type(within(form).getByLabelText(/^Address/), '7 Loop Street');
    await user.type(within(form).getByLabelText(/VAT number/), '5123456789');
    await user.type(within(form).getByLabelText(/registration number/), '19/1/1');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('A VAT number is 10 digits starting with 4')).toBeTruthy();
    expect(screen.getByText(/A registration number looks like 2015\/123456\/07/)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText(/VAT number/));
    await user.type(within(form).getByLabelText(/VAT number/), '4123456789');
    await user.clear(within(form).getByLabelText(/registration number/));
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText('The logo must be a PNG or JPEG image (SVG is not accepted)'),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    // What was typed is still there.
    expect((within(form).getByLabelText(/Legal name/) as HTMLInputElement).value).toBe('Umoya');
    expect((within(form).getByLabelText(/^Address/) as HTMLTextAreaElement).value).toBe(
      '7 Loop Street',
    );
    expect((within(form).getByLabelText(/VAT number/) as HTMLInputElement).value).toBe(
      '4123456789',
    );
  });

  it('is not offered to a supervisor', async () => {
    let read = false;
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/business-details', () => {
        read = true;
        return HttpResponse.json(EMPTY);
      }),
    );
    renderApp('/admin/business');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { level: 1, name: 'Business details' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Business details/ })).toBeNull();
    expect(read).toBe(false);
  });
});
