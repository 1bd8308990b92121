import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../test-utils/fixtures.ts';
import { readHydrationState } from './read-hydration-state.ts';
import { HYDRATION_STATE_ID, type View } from './view.ts';

const VIEW: View = {
  stored: {
    'back-office:theme': 'dark',
    'back-office:sidebar': null,
    'back-office:selected-period': '2',
  },
  dark: false,
  small: true,
  timeZone: 'Africa/Johannesburg',
};

const QUERIES = {
  mutations: [],
  queries: [
    {
      queryHash: '["sessions"]',
      queryKey: ['sessions'],
      state: { data: { sessions: [] }, status: 'success' },
      dehydratedAt: 1,
    },
  ],
};

function page(state: string): void {
  document.body.innerHTML = `<script type="application/json" id="${HYDRATION_STATE_ID}">${state}</script>`;
}

describe('readHydrationState', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("reads the server's state and takes it out of the page", () => {
    const user = makeUser(['admin']);
    page(JSON.stringify({ view: VIEW, user, queries: QUERIES }));
    expect(readHydrationState()).toEqual({ view: VIEW, user, queries: QUERIES });
    expect(document.getElementById(HYDRATION_STATE_ID)).toBeNull();
  });

  it('reads the sign-in page drawn signed out: no user, no queries (decision 077)', () => {
    const queries = { mutations: [], queries: [] };
    page(JSON.stringify({ view: VIEW, user: null, queries }));
    expect(readHydrationState()).toEqual({ view: VIEW, user: null, queries });
  });

  it.each([
    ['not JSON', '{"view":'],
    ['a signed-out page without queries', JSON.stringify({ view: VIEW, user: null })],
    ['no user', JSON.stringify({ view: VIEW, queries: QUERIES })],
    [
      'a user without an id',
      JSON.stringify({ view: VIEW, user: { email: 'a@example.com' }, queries: QUERIES }),
    ],
    ['no queries', JSON.stringify({ view: VIEW, user: { id: 1 } })],
    [
      'a query without a key',
      JSON.stringify({
        view: VIEW,
        user: { id: 1 },
        queries: { mutations: [], queries: [{ queryHash: 'x', state: {} }] },
      }),
    ],
    [
      'a view whose flags are text',
      JSON.stringify({ view: { ...VIEW, small: 'yes' }, user: { id: 1 }, queries: QUERIES }),
    ],
    [
      'a stored value that is not text',
      JSON.stringify({
        view: { ...VIEW, stored: { ...VIEW.stored, 'back-office:theme': 1 } },
        user: { id: 1 },
        queries: QUERIES,
      }),
    ],
  ])('is undefined for %s', (_case, state) => {
    page(state);
    expect(readHydrationState()).toBeUndefined();
  });

  it('is undefined for a page the server did not render', () => {
    expect(readHydrationState()).toBeUndefined();
  });
});
