import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

describe('weekly combinations of a closed period (decision 045)', () => {
  it('an empty list of a closed period invites nothing and says why', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/weekly-combinations', () =>
        HttpResponse.json({ weekly_combinations: [], total: 0, skip: 0, limit: 50 }),
      ),
    );
    const { user } = renderApp('/weekly-combinations');
    await screen.findByText('Create one for a week to gather its submitted orders.');
    expect(screen.getAllByRole('button', { name: 'New weekly combination' })).toHaveLength(2);
    await user.click(await screen.findByRole('combobox', { name: 'Accounting period' }));
    await user.click(await screen.findByRole('option', { name: 'October 2026 (closed)' }));
    await screen.findByText('October 2026 is closed and takes no new weekly combinations.');
    expect(screen.queryByText('Create one for a week to gather its submitted orders.')).toBeNull();
    // Only the header's button stays; its dialog says the period is closed.
    expect(screen.getAllByRole('button', { name: 'New weekly combination' })).toHaveLength(1);
  });
});
