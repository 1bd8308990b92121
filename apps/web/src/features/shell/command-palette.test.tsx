import type { Schemas } from '@back-office/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';
import { resetPaletteKeys } from './palette-keys.ts';

useMswServer();
afterEach(resetPaletteKeys);

type Answer = Schemas['SearchHit'][] | ((q: string) => Schemas['SearchHit'][]);

/** The search answers `results` (or its answer to the query), after `delayMs`. */
function searchAnswers(results: Answer, delayMs = 0) {
  const queries: string[] = [];
  server.use(
    api.get('/api/search', async ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      queries.push(q);
      if (delayMs > 0) await delay(delayMs);
      return HttpResponse.json({
        results: typeof results === 'function' ? results(q) : results,
        searched: ['consultant'],
      });
    }),
  );
  return queries;
}

async function dashboardAs(roles: string[]) {
  server.use(...sessionHandlers(makeUser(roles)));
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
}

async function paletteAs(roles: string[], results: Answer = [], delayMs = 0) {
  const queries = searchAnswers(results, delayMs);
  const view = await dashboardAs(roles);
  await view.user.keyboard('{Control>}k{/Control}');
  const search = await screen.findByTestId('command-palette-search');
  await waitFor(() => expect(document.activeElement).toBe(search));
  return { ...view, search, queries };
}

const consultant = (id: number, label: string, number: string): Schemas['SearchHit'] => ({
  kind: 'consultant',
  id,
  label,
  description: number,
});

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

  it('is a dialog named "Command palette"', async () => {
    await paletteAs(['readonly']);
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeTruthy();
  });

  it('keeps what is typed right after Ctrl+K, while it loads; Enter then opens the top result', async () => {
    searchAnswers(
      (q) => (q === 'cn-000104' ? [consultant(104, 'Lerato Khumalo', 'CN-000104')] : []),
      200,
    );
    const { router } = await dashboardAs(['readonly']);
    // In one go, as a fast typist does: every key comes before the palette's field exists.
    for (const init of [
      { key: 'Control', ctrlKey: true },
      { key: 'k', ctrlKey: true },
    ]) {
      fireEvent.keyDown(document.body, init);
    }
    // The field has no focus yet (its dialog focuses it after a tick; its code may still load).
    expect(document.activeElement?.matches('[data-command-palette-field]')).toBe(false);
    for (const key of [...'CN-000104', 'Enter']) {
      fireEvent.keyDown(document.activeElement ?? document.body, { key });
    }
    const search = await screen.findByTestId('command-palette-search');
    expect((search as HTMLInputElement).value).toBe('CN-000104');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultants/104'));
  });

  it('opens the top result on an Enter pressed while its search is in flight', async () => {
    const { user, search, router } = await paletteAs(
      ['readonly'],
      (q) => (q === 'cn-000104' ? [consultant(104, 'Lerato Khumalo', 'CN-000104')] : []),
      300,
    );
    await user.type(search, 'CN-000104{Enter}');
    expect(screen.getByTestId('command-palette-searching')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultants/104'));
  });

  it('says "Searching…" while a query is in flight and never shows an earlier query\'s results', async () => {
    const { user, search } = await paletteAs(
      ['readonly'],
      (q) =>
        q === 'alpha'
          ? [consultant(1, 'Alpha Mokoena', 'CN-000001')]
          : q === 'beta'
            ? [consultant(2, 'Beta Dlamini', 'CN-000002')]
            : [],
      300,
    );
    await user.type(search, 'alpha');
    expect(await screen.findByTestId('command-palette-searching')).toBeTruthy();
    expect(screen.queryByText('Nothing found')).toBeNull();
    await screen.findByRole('button', { name: /Alpha Mokoena/ });
    await user.clear(search);
    await user.type(search, 'beta');
    // From the keystroke to the answer: never Alpha, never "Nothing found".
    const seen = new Set<string>();
    await waitFor(
      () => {
        if (screen.queryByRole('button', { name: /Alpha Mokoena/ })) seen.add('alpha');
        if (screen.queryByText('Nothing found')) seen.add('nothing');
        if (screen.queryByTestId('command-palette-searching')) seen.add('searching');
        expect(screen.getByRole('button', { name: /Beta Dlamini/ })).toBeTruthy();
      },
      { interval: 20 },
    );
    expect([...seen]).toEqual(['searching']);
    expect(screen.getByTestId('command-palette-status').textContent).toBe('1 result');
  });

  it("opens from the phone header's search icon", async () => {
    const { user } = await dashboardAs(['readonly']);
    await user.click(screen.getByTestId('command-palette-trigger-phone'));
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeTruthy();
  });
});
