import type { Schemas } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

async function paletteAs(roles: string[], results: Schemas['SearchHit'][] = []) {
  const queries: string[] = [];
  server.use(
    ...sessionHandlers(makeUser(roles)),
    api.get('/api/search', ({ request }) => {
      queries.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json({ results, searched: ['consultant'] });
    }),
  );
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await view.user.keyboard('{Control>}k{/Control}');
  const search = await screen.findByTestId('command-palette-search');
  return { ...view, search, queries };
}

const pageActions = () =>
  Array.from(document.querySelectorAll('[data-palette-page]')).map((el) =>
    el.getAttribute('data-palette-page'),
  );

describe('command palette', () => {
  it('opens with Ctrl+K and offers only the pages the role may open', async () => {
    const { user, search } = await paletteAs(['readonly']);
    await user.type(search, 'user');
    await waitFor(() => expect(screen.getByText('Nothing found')).toBeTruthy());
    expect(pageActions()).toEqual([]);
    await user.clear(search);
    await user.type(search, 'consult');
    await waitFor(() => expect(pageActions()).toEqual(['/consultants', '/consultant-orders']));
  });

  it('offers an admin the user management pages', async () => {
    const { user, search } = await paletteAs(['admin']);
    await user.type(search, 'user');
    await waitFor(() => expect(pageActions()).toContain('/users'));
    expect(pageActions()).toContain('/users/create');
  });

  it('finds a consultant through the search (debounced) and opens it', async () => {
    const hit: Schemas['SearchHit'] = {
      kind: 'consultant',
      id: 42,
      label: 'Thandi Mokoena',
      description: 'C000042',
    };
    const { user, search, router, queries } = await paletteAs(['readonly'], [hit]);
    await user.type(search, 'thandi');
    const action = await screen.findByRole('button', { name: /Thandi Mokoena/ });
    expect(queries.at(-1)).toBe('thandi');
    expect(within(action).getByText('C000042')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    await user.click(action);
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultants/42'));
  });
});
