import type { Period } from '@back-office/api-client';
import { example } from '@back-office/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../auth/auth-provider.tsx';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { writePeriodCache } from '../storage/period-cache.ts';
import { writeStoredUser } from '../storage/stored-user.ts';
import { createTestHarness } from '../test/render.tsx';
import { BASE_URL, mockOperation, server } from '../test/server.ts';
import { PeriodProvider, usePeriods } from './period-provider.tsx';
import { periodScopedParamsAhead, selectedPeriodIdAhead } from './selected-period-ahead.ts';

const user = example('User');
const base = example('Period');
const period = (id: number, start_date: string, status: Period['status']): Period => ({
  ...base,
  id,
  name: `Period ${id}`,
  start_date,
  end_date: start_date,
  status,
});
const october = period(10, '2026-10-01', 'closed');
const november = period(11, '2026-11-01', 'active');
const december = period(12, '2026-12-01', 'draft');
const archived = period(9, '2026-09-01', 'archived');

/**
 * A backend listing `periods`; by id it also knows `others` (periods past the list). Archived
 * periods answer 404 by id, as the API answers anyone who does not manage periods.
 */
function backend(periods: Period[], active: Period | null = november, others: Period[] = []) {
  let listCalls = 0;
  let lastLimit: string | null = null;
  // A signed-in browser remembers the user (AuthProvider checks the session only then).
  writeStoredUser(localStorage, user);
  server.use(
    mockOperation('get', '/auth/me', () => ({ status: 200, body: user })),
    mockOperation('get', '/auth/permissions', () => ({
      status: 200,
      body: { permissions: user.permissions, roles: user.roles, is_superuser: user.is_superuser },
    })),
    mockOperation('get', '/auth/verify', () => ({
      status: 200,
      body: { valid: true, user_id: user.id, email: user.email, roles: user.roles },
    })),
    mockOperation('get', '/api/periods', ({ url }) => {
      listCalls += 1;
      lastLimit = url.searchParams.get('limit');
      return { status: 200, body: { periods, total: periods.length, skip: 0, limit: 100 } };
    }),
    mockOperation('get', '/api/periods/{id}', ({ params }) => {
      const found = [...periods, ...others].find((p) => String(p.id) === params.id);
      return found && found.status !== 'archived'
        ? { status: 200, body: found }
        : { status: 404, body: { detail: 'Period not found' } };
    }),
    mockOperation('get', '/api/periods/active/current', () =>
      active
        ? { status: 200, body: active }
        : { status: 404, body: { detail: 'Period not found' } },
    ),
  );
  return { listCalls: () => listCalls, lastLimit: () => lastLimit };
}

function renderPeriods(harness = createTestHarness()) {
  const { Wrapper } = harness;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Wrapper>
      <AuthProvider>
        <PeriodProvider>{children}</PeriodProvider>
      </AuthProvider>
    </Wrapper>
  );
  return { ...harness, ...renderHook(() => usePeriods(), { wrapper }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PeriodProvider', () => {
  it('lists non-archived periods, active first then newest, fetched with limit 100', async () => {
    const calls = backend([october, archived, december, november]);
    const { result } = renderPeriods();
    await waitFor(() => expect(result.current.selectedPeriod).not.toBeNull());
    expect(result.current.periods.map((p) => p.id)).toEqual([11, 12, 10]);
    expect(calls.lastLimit()).toBe('100');
  });

  it.each([
    { name: 'stored selection still listed', stored: 10, active: november, expected: 10 },
    { name: 'stored selection gone → server active', stored: 99, active: november, expected: 11 },
    {
      name: 'stored selection archived → server active',
      stored: 9,
      active: november,
      expected: 11,
    },
    { name: 'no active period → newest non-archived', stored: null, active: null, expected: 12 },
  ])('initial choice: $name', async ({ stored, active, expected }) => {
    if (stored !== null) localStorage.setItem(STORAGE_KEYS.selectedPeriod, String(stored));
    // With no active period on the server, no listed period is active either.
    const listed = active ? [october, november, december, archived] : [october, december, archived];
    backend(listed, active);
    const { result } = renderPeriods();
    await waitFor(() => expect(result.current.selectedPeriod?.id).toBe(expected));
    expect(localStorage.getItem(STORAGE_KEYS.selectedPeriod)).toBe(String(expected));
  });

  it('switching toasts the new period; an unknown one toasts Period not found', async () => {
    backend([october, november]);
    const { result, notify } = renderPeriods();
    await waitFor(() => expect(result.current.selectedPeriod?.id).toBe(11));
    await act(async () => {
      await result.current.selectPeriod(10);
    });
    expect(result.current.selectedPeriod?.id).toBe(10);
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Switched to period: Period 10',
    });
    await act(async () => {
      expect(await result.current.selectPeriod(9)).toBe(false);
    });
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Period not found' });
    expect(result.current.selectedPeriod?.id).toBe(10);
  });

  it('loads a stored period that is not in the list by id, and lists it', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedPeriod, '5');
    const may = period(5, '2026-05-01', 'closed');
    backend([october, november], november, [may]);
    const { result, notify } = renderPeriods();
    await waitFor(() => expect(result.current.selectedPeriod?.id).toBe(5));
    expect(result.current.periods.map((p) => p.id)).toEqual([11, 10, 5]);
    expect(notify).not.toHaveBeenCalledWith({ kind: 'error', message: 'Period not found' });
  });

  it('a stored period that is gone says Period not found and falls back to the active one', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedPeriod, '99');
    backend([october, november]);
    const { result, notify } = renderPeriods();
    await waitFor(() => expect(result.current.selectedPeriod?.id).toBe(11));
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Period not found' });
    expect(localStorage.getItem(STORAGE_KEYS.selectedPeriod)).toBe('11');
  });

  it('switching to a linked period outside the list loads it by id', async () => {
    const may = period(5, '2026-05-01', 'closed');
    backend([october, november], november, [may]);
    const { result, notify } = renderPeriods();
    await waitFor(() => expect(result.current.selectedPeriod?.id).toBe(11));
    await act(async () => {
      expect(await result.current.selectPeriod(5)).toBe(true);
    });
    expect(result.current.selectedPeriod?.id).toBe(5);
    expect(result.current.periods.some((p) => p.id === 5)).toBe(true);
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Switched to period: Period 5',
    });
  });

  it('uses the local cache for 5 minutes, then fetches again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T08:00:00Z'));
    writePeriodCache(localStorage, [november], Date.now());
    const calls = backend([october, november]);
    const first = renderPeriods();
    await waitFor(() => expect(first.result.current.selectedPeriod?.id).toBe(11));
    expect(calls.listCalls()).toBe(0);
    first.unmount();

    vi.setSystemTime(new Date('2026-11-15T08:05:00Z'));
    const second = renderPeriods();
    await waitFor(() => expect(calls.listCalls()).toBe(1));
    await waitFor(() => expect(second.result.current.periods).toHaveLength(2));
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.periodCache) ?? '{}');
    expect(stored.timestamp).toBeGreaterThanOrEqual(Date.parse('2026-11-15T08:05:00Z'));
  });

  it('halts after a network error: no retry until the user signs in again', async () => {
    backend([november]);
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/api/periods`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const { result } = renderPeriods();
    await waitFor(() => expect(result.current.isHalted).toBe(true));
    expect(calls).toBe(1);
    expect(result.current.selectedPeriod).toBeNull();
  });
});

describe('selectedPeriodIdAhead (a route loader)', () => {
  it.each([
    { name: 'stored selection still listed', stored: 10, active: november, expected: 10 },
    { name: 'no stored selection → server active', stored: null, active: november, expected: 11 },
    { name: 'no active period → newest non-archived', stored: null, active: null, expected: 12 },
    {
      name: 'stored selection not listed → left to the provider',
      stored: 99,
      active: november,
      expected: null,
    },
  ])('chooses as the provider will: $name', async ({ stored, active, expected }) => {
    if (stored !== null) localStorage.setItem(STORAGE_KEYS.selectedPeriod, String(stored));
    const listed = active ? [october, november, december, archived] : [october, december, archived];
    const calls = backend(listed, active);
    const harness = createTestHarness();
    const ahead = await selectedPeriodIdAhead({
      queryClient: harness.queryClient,
      api: harness.client,
      storage: localStorage,
      now: () => Date.now(),
    });
    expect(ahead).toBe(expected);
    if (expected === null) return;
    // The provider then holds the same choice from its first render, with nothing to ask.
    const { result } = renderPeriods(harness);
    expect(result.current.selectedPeriod?.id).toBe(expected);
    expect(calls.listCalls()).toBe(1);
  });

  it("scopes a list's params: its own period_id wins, else the header's period", async () => {
    const calls = backend([october, november, december]);
    const harness = createTestHarness();
    const scope = {
      queryClient: harness.queryClient,
      api: harness.client,
      storage: localStorage,
      now: () => Date.now(),
    };
    expect(await periodScopedParamsAhead(scope, { limit: 50, period_id: 10 })).toEqual({
      limit: 50,
      period_id: 10,
    });
    expect(calls.listCalls()).toBe(0);
    expect(await periodScopedParamsAhead(scope, { limit: 50 })).toEqual({
      limit: 50,
      period_id: 11,
    });
  });
});
