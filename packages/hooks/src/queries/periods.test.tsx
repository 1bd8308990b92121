import type { Period } from '@back-office/api-client';
import { example } from '@back-office/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../auth/auth-provider.tsx';
import { PeriodProvider, usePeriods } from '../periods/period-provider.tsx';
import { writeStoredUser } from '../storage/stored-user.ts';
import { invalidatedKeys, keysOf, seedQueries } from '../test/invalidation.ts';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { orderKeys } from './orders.ts';
import {
  PERIOD_LIST_PARAMS,
  periodKeys,
  useActivatePeriod,
  useArchivePeriod,
  useClosePeriod,
} from './periods.ts';

const user = example('User');
const base = example('Period');
/** A period as a list row carries it, with its version (decision 041). */
const period = (id: number, start_date: string, status: Period['status']): Period =>
  Object.assign({ ...base, id, name: `Period ${id}`, start_date, status }, { version: id * 10 });

const transitions = [
  { name: 'activate', path: '/api/periods/{id}/activate', use: useActivatePeriod, to: 'active' },
  { name: 'close', path: '/api/periods/{id}/close', use: useClosePeriod, to: 'closed' },
  { name: 'archive', path: '/api/periods/{id}/archive', use: useArchivePeriod, to: 'archived' },
] as const;

describe('period transitions', () => {
  it.each(transitions)(
    '$name refreshes the period list, details and active period only',
    async ({ path, use, to }) => {
      server.use(
        mockOperation('put', path, () => ({ status: 200, body: { ...base, status: to } })),
      );
      const { Wrapper, queryClient } = createTestHarness();
      seedQueries(queryClient, [
        periodKeys.list(PERIOD_LIST_PARAMS),
        periodKeys.detail(base.id),
        periodKeys.active(),
        orderKeys.list({}),
      ]);
      const { result } = renderHook(() => use(), { wrapper: Wrapper });
      await act(async () => {
        await result.current.mutateAsync(base.id);
      });
      expect(invalidatedKeys(queryClient)).toEqual(
        keysOf([
          periodKeys.list(PERIOD_LIST_PARAMS),
          periodKeys.detail(base.id),
          periodKeys.active(),
        ]),
      );
    },
  );
});

describe('period transitions seen by the selector', () => {
  /** A backend whose periods change with the transitions; counts the list and active reads. */
  function backend() {
    let periods = [period(11, '2026-11-01', 'active'), period(12, '2026-12-01', 'draft')];
    const reads = { list: 0, active: 0, ifMatch: [] as (string | null)[] };
    const move = (id: number, status: Period['status']) => {
      periods = periods.map((p) => (p.id === id ? { ...p, status } : p));
      return periods.find((p) => p.id === id) ?? base;
    };
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
      mockOperation('get', '/api/periods', () => {
        reads.list += 1;
        return { status: 200, body: { periods, total: periods.length, skip: 0, limit: 100 } };
      }),
      mockOperation('get', '/api/periods/active/current', () => {
        reads.active += 1;
        const active = periods.find((p) => p.status === 'active');
        return active
          ? { status: 200, body: active }
          : { status: 404, body: { detail: 'Period not found' } };
      }),
      mockOperation('put', '/api/periods/{id}/close', ({ params, request }) => {
        reads.ifMatch.push(request.headers.get('If-Match'));
        return { status: 200, body: move(Number(params.id), 'closed') };
      }),
      mockOperation('put', '/api/periods/{id}/archive', ({ params }) => ({
        status: 200,
        body: move(Number(params.id), 'archived'),
      })),
    );
    return reads;
  }

  function renderSelector() {
    const { Wrapper } = createTestHarness();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Wrapper>
        <AuthProvider>
          <PeriodProvider>{children}</PeriodProvider>
        </AuthProvider>
      </Wrapper>
    );
    return renderHook(
      () => ({ selector: usePeriods(), close: useClosePeriod(), archive: useArchivePeriod() }),
      { wrapper },
    );
  }

  it('closing the selected period reads the list and active period again and shows it closed', async () => {
    const reads = backend();
    const { result } = renderSelector();
    await waitFor(() => expect(result.current.selector.selectedPeriod?.id).toBe(11));
    const before = { ...reads };
    await act(async () => {
      await result.current.close.mutateAsync(11);
    });
    await waitFor(() => expect(result.current.selector.selectedPeriod?.status).toBe('closed'));
    expect(reads.list).toBe(before.list + 1);
    expect(reads.active).toBe(before.active + 1);
    // The version comes from the cached list row: no read before the write.
    expect(reads.ifMatch).toEqual(['"110"']);
  });

  it('archiving the selected period removes it from the selector and selects the next one', async () => {
    backend();
    const { result } = renderSelector();
    await waitFor(() => expect(result.current.selector.selectedPeriod?.id).toBe(11));
    await act(async () => {
      await result.current.archive.mutateAsync(11);
    });
    await waitFor(() => expect(result.current.selector.selectedPeriod?.id).toBe(12));
    expect(result.current.selector.periods.map((p) => p.id)).toEqual([12]);
  });
});
