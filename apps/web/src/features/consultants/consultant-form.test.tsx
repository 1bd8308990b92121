import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeConsultant } from '../../test-utils/consultant-fixtures.ts';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillRequired(user: ReturnType<typeof renderApp>['user']) {
  await user.type(input('First name'), 'Thandeka');
  await user.type(input('Last name'), 'Ngcobo');
  await user.type(input('Street address'), '3 Long Street');
  await user.type(input('City'), 'Cape Town');
  await user.click(screen.getByLabelText(/^Province/, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: 'Western Cape' }));
  await user.type(input('Postal code'), '8001');
}

/** Opens the add page, fills the required fields and `email`, and creates. */
async function createWithEmail(email: string) {
  const view = renderApp('/consultants/add');
  await screen.findByRole('heading', { level: 1, name: 'Add Consultant' });
  await fillRequired(view.user);
  await view.user.type(input('Email'), email);
  await view.user.click(screen.getByRole('button', { name: 'Create consultant' }));
  return view;
}

describe('consultant form', () => {
  it('shows the zod errors before sending anything', async () => {
    server.use(...sessionHandlers(makeUser(['supervisor'])));
    const { user } = renderApp('/consultants/add');
    await screen.findByRole('heading', { level: 1, name: 'Add Consultant' });
    await user.type(input('ID number'), '123');
    await user.click(screen.getByRole('button', { name: 'Create consultant' }));
    expect(await screen.findByText('Enter the first name')).toBeTruthy();
    expect(screen.getByText('An ID number has 13 digits')).toBeTruthy();
    expect(screen.getByText('Choose a province')).toBeTruthy();
  });

  it('keeps the typed values after a refusal and shows the server message with its request id', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.post('/api/consultants', () =>
        HttpResponse.json(
          { detail: 'A consultant with ID number 8806150234081 already exists' },
          { status: 409, headers: { 'X-Request-ID': 'req-dup-1' } },
        ),
      ),
    );
    const { user } = renderApp('/consultants/add');
    await screen.findByRole('heading', { level: 1, name: 'Add Consultant' });
    await fillRequired(user);
    await user.type(input('ID number'), '8806150234081');
    await user.click(screen.getByRole('button', { name: 'Create consultant' }));
    expect(await screen.findByText(/already exists/)).toBeTruthy();
    expect(screen.getByText('req-dup-1')).toBeTruthy();
    expect((input('First name') as HTMLInputElement).value).toBe('Thandeka');
    expect((input('ID number') as HTMLInputElement).value).toBe('8806150234081');
    expect((input('Postal code') as HTMLInputElement).value).toBe('8001');
  });

  it('marks the field a 409 names (a taken email) and moves the focus to it', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.post('/api/consultants', () =>
        HttpResponse.json(
          {
            detail: 'A consultant with email thandeka@example.co.za already exists',
            field: 'email',
          },
          { status: 409 },
        ),
      ),
    );
    await createWithEmail('thandeka@example.co.za');
    await waitFor(() => expect(input('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/thandeka@example.co.za already exists/)).toBeTruthy();
    expect(screen.queryByText('Could not save')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input('Email')));
    expect((input('Postal code') as HTMLInputElement).value).toBe('8001');
  });

  it('moves the focus to the first invalid field when the form itself refuses', async () => {
    server.use(...sessionHandlers(makeUser(['supervisor'])));
    const { user } = renderApp('/consultants/add');
    await screen.findByRole('heading', { level: 1, name: 'Add Consultant' });
    await user.type(input('Last name'), 'Ngcobo');
    await user.click(screen.getByRole('button', { name: 'Create consultant' }));
    await waitFor(() => expect(document.activeElement).toBe(input('First name')));
  });

  it('asks before leaving with unsaved changes: Stay keeps them, Leave goes', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/consultants', () =>
        HttpResponse.json({ consultants: [], total: 0, skip: 0, limit: 50 }),
      ),
    );
    const { user, router } = renderApp('/consultants/add');
    await screen.findByRole('heading', { level: 1, name: 'Add Consultant' });
    await user.type(input('First name'), 'Thandeka');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/consultants/add');
    expect((input('First name') as HTMLInputElement).value).toBe('Thandeka');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultants'));
  });

  it('leaves an untouched form without asking', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/consultants', () =>
        HttpResponse.json({ consultants: [], total: 0, skip: 0, limit: 50 }),
      ),
    );
    const { user, router } = renderApp('/consultants/add');
    await screen.findByRole('heading', { level: 1, name: 'Add Consultant' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultants'));
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull();
  });

  it('puts 422 field errors on their fields and sends the address as one object', async () => {
    let body: unknown;
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.post('/api/consultants', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            detail: [
              {
                loc: ['body', 'email'],
                msg: 'The domain does not accept mail',
                type: 'value_error',
              },
              {
                loc: ['body', 'address', 'postal_code'],
                msg: 'Unknown postal code',
                type: 'value_error',
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    await createWithEmail('thandeka@nowhere.example');
    expect(await screen.findByText('The domain does not accept mail')).toBeTruthy();
    expect(screen.getByText('Unknown postal code')).toBeTruthy();
    expect(body).toMatchObject({
      first_name: 'Thandeka',
      email: 'thandeka@nowhere.example',
      status: 'active',
      address: {
        line1: '3 Long Street',
        city: 'Cape Town',
        province: 'Western Cape',
        postal_code: '8001',
      },
    });
    expect(body).not.toHaveProperty('consultant_number');
  });

  it('edits a consultant and returns to its page', async () => {
    let consultant = makeConsultant({ id: 4, first_name: 'Johan' });
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/consultants/{id}', () => HttpResponse.json(consultant)),
      api.put('/api/consultants/{id}', async ({ request }) => {
        consultant = { ...consultant, ...((await request.json()) as object) };
        return HttpResponse.json(consultant);
      }),
      api.get('/api/consultants/{id}/consent-forms', () =>
        HttpResponse.json({ consent_forms: [], total: 0 }),
      ),
      api.get('/api/consultants/{id}/orders', () =>
        HttpResponse.json({ consultant_orders: [], total: 0, skip: 0, limit: 10 }),
      ),
    );
    const { user, router } = renderApp('/consultants/4/edit');
    await screen.findByRole('heading', { level: 1, name: /Edit Johan/ });
    await user.clear(input('First name'));
    await user.type(input('First name'), 'Johannes');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultants/4'));
    expect(await screen.findByRole('heading', { level: 1, name: /Johannes/ })).toBeTruthy();
  });
});

describe('consultant form: phone numbers (decision 052)', () => {
  it('accepts a number as people type it and sends it in E.164', async () => {
    let body: { phone?: string } = {};
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.post('/api/consultants', async ({ request }) => {
        body = (await request.json()) as { phone?: string };
        return HttpResponse.json({ detail: 'stop here' }, { status: 409 });
      }),
    );
    const { user } = renderApp('/consultants/add');
    await screen.findByRole('heading', { level: 1, name: 'Add Consultant' });
    await fillRequired(user);
    await user.type(input('Phone'), '082 555 0199');
    await user.click(screen.getByRole('button', { name: 'Create consultant' }));
    await waitFor(() => expect(body.phone).toBe('+27825550199'));
    expect((input('Phone') as HTMLInputElement).value).toBe('082 555 0199');
  });

  it('refuses a number that is not South African, keeping what was typed', async () => {
    server.use(...sessionHandlers(makeUser(['supervisor'])));
    const { user } = renderApp('/consultants/add');
    await screen.findByRole('heading', { level: 1, name: 'Add Consultant' });
    await fillRequired(user);
    await user.type(input('Phone'), '555 0199');
    await user.click(screen.getByRole('button', { name: 'Create consultant' }));
    expect(
      await screen.findByText(
        'Enter a South African phone number, e.g. 082 555 0199 or +27 82 555 0199',
      ),
    ).toBeTruthy();
    expect((input('Phone') as HTMLInputElement).value).toBe('555 0199');
  });

  it('shows a stored E.164 number in the national format when editing', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/consultants/{id}', () => HttpResponse.json(makeConsultant({ id: 7 }))),
    );
    renderApp('/consultants/7/edit');
    await waitFor(() => expect((input('Phone') as HTMLInputElement).value).toBe('082 123 4567'));
  });
});
