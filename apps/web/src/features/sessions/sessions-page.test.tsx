import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeSession, makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

describe('sessions page', () => {
  it('lists the sessions with the current one marked and revokes another', async () => {
    let sessions = [makeSession({ id: 1, is_current: true }), makeSession({ id: 2 })];
    server.use(...sessionHandlers(makeUser(['readonly'])));
    // Added after the defaults, so these answer first.
    server.use(
      api.get('/auth/sessions', () => HttpResponse.json({ sessions })),
      api.delete('/auth/sessions/{id}', ({ params }) => {
        sessions = sessions.filter((session) => String(session.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/sessions');
    await screen.findByRole('heading', { level: 1, name: 'Sessions' });
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('This session')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revoke session 2' }));
    await screen.findByText('Session revoked');
    expect(await screen.findAllByTestId('session-row')).toHaveLength(1);
  });

  it.each([
    [404, 'Session not found.'],
    [403, 'You can only revoke your own sessions.'],
    [500, 'Failed to revoke session. Please try again.'],
  ])('shows the §8 message when revoking fails with %i', async (status, message) => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    // Added after the defaults, so these answer first.
    server.use(
      api.get('/auth/sessions', () =>
        HttpResponse.json({
          sessions: [makeSession({ id: 1, is_current: true }), makeSession({ id: 2 })],
        }),
      ),
      api.delete('/auth/sessions/{id}', () => HttpResponse.json({ detail: 'x' }, { status })),
    );
    const { user } = renderApp('/sessions');
    await user.click(await screen.findByRole('button', { name: 'Revoke session 2' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('shows the §8 message when the list fails', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    // Added after the defaults, so these answer first.
    server.use(
      api.get('/auth/sessions', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    renderApp('/sessions');
    expect(
      (await screen.findAllByText('Failed to retrieve sessions. Please try again.')).length,
    ).toBeGreaterThan(0);
  });
});
