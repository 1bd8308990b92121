import type { User } from '@back-office/api-client';
import { liveRecords } from '@back-office/hooks/live';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const ADMIN = makeUser(['admin'], { id: 1, full_name: 'Ada Admin' });
const LERATO = makeUser(['readonly'], {
  id: 12,
  version: 1,
  email: 'lerato@example.com',
  first_name: 'Lerato',
  last_name: 'Mokoena',
  full_name: 'Lerato Mokoena',
  department: 'Accounts',
});

function setup(theirs: User) {
  const sent: { ifMatch: string | null; body: unknown }[] = [];
  server.use(
    ...sessionHandlers(ADMIN),
    api.get('/api/users/{userId}', () => HttpResponse.json(LERATO)),
    api.put('/api/users/{userId}', async ({ request }) => {
      sent.push({ ifMatch: request.headers.get('If-Match'), body: await request.json() });
      if (sent.length === 1) {
        return HttpResponse.json({ detail: 'Changed', current: theirs } as never, { status: 412 });
      }
      return HttpResponse.json({ ...theirs, version: 3 });
    }),
  );
  return sent;
}

async function openEdit() {
  const view = renderApp('/users/12/edit');
  const form = await screen.findByRole('form', { name: 'Save changes' });
  return { ...view, form };
}

describe('user edits that merge or ask', () => {
  it('sends only the department, and resends it at once when the other save changed the roles', async () => {
    const sent = setup({ ...LERATO, version: 2, roles: ['supervisor'] });
    const { user, form } = await openEdit();
    const department = within(form).getByLabelText(/Department/);
    await user.clear(department);
    await user.type(department, 'Stores');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { ifMatch: '"1"', body: { department: 'Stores' } },
      { ifMatch: '"2"', body: { department: 'Stores' } },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Someone else saved this record' })).toBeNull();
  });

  it('asks when both changed the first name', async () => {
    const sent = setup({ ...LERATO, version: 2, first_name: 'Lerato-Ann' });
    const { user, form } = await openEdit();
    const first = within(form).getByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, 'Lee');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    const row = within(dialog).getByRole('row', { name: /First name/ });
    expect(row.textContent).toContain('Lerato-Ann');
    expect(row.textContent).toContain('Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ ifMatch: '"2"', body: { first_name: 'Lee' } });
  });

  it('says at once in the open form when someone else saves the user', async () => {
    setup(LERATO);
    await openEdit();
    act(() =>
      liveRecords.publish({
        resource: 'users',
        id: 12,
        version: 2,
        by: { id: 5, name: 'Thandi Nkosi' },
        at: '2026-11-20T08:02:00Z',
      }),
    );
    expect(await screen.findByText('Changed by Thandi Nkosi a moment ago')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load their changes' })).toBeTruthy();
  });
});
