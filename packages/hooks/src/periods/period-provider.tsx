import type { ApiError, Period } from '@back-office/api-client';
import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useApiContext } from '../api/api-context.tsx';
import { useAuth } from '../auth/auth-context.ts';
import { PERIOD_NOT_FOUND_MESSAGE } from '../auth/error-messages.ts';
import { SUCCESS_MESSAGES } from '../auth/success-messages.ts';
import { periodQueries } from '../queries/periods.ts';
import { isAuthOrNetworkError } from '../retry-policy.ts';
import { readSelectedPeriodId, writeSelectedPeriodId } from '../storage/selected-period.ts';
import { selectInitialPeriod } from './select-initial-period.ts';
import { sortPeriods } from './sort-periods.ts';

/** The period selector's state. */
export interface PeriodContextValue {
  /** Selectable periods: archived removed, active first, then newest. */
  readonly periods: Period[];
  readonly selectedPeriod: Period | null;
  /** Switches period (toast `Switched to period: {name}`), or toasts `Period not found`. */
  readonly selectPeriod: (id: number) => boolean;
  readonly isLoading: boolean;
  readonly error: ApiError | null;
  /** True after an auth or network error: no more requests until the user signs in again. */
  readonly isHalted: boolean;
}

const PeriodContext = createContext<PeriodContextValue | null>(null);

/**
 * Loads the periods for the signed-in user (limit 100, cached 5 minutes in local storage) and
 * holds the selection (stored selection → server's active → newest non-archived). Place it
 * inside `AuthProvider`.
 */
export function PeriodProvider({ children }: { readonly children: ReactNode }) {
  const { client: api, storage, now, notify } = useApiContext();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [haltedFor, setHaltedFor] = useState<number | null>(null);
  // Halted for the user who got the error; signing in again (a new user state) resumes.
  const isHalted = haltedFor !== null && haltedFor === userId;
  const enabled = userId !== null && !isHalted;

  const list = useQuery({ ...periodQueries.cachedList(api, storage, now), enabled });
  const active = useQuery({ ...periodQueries.active(api), enabled });

  useEffect(() => {
    const error = list.error ?? active.error;
    if (error && isAuthOrNetworkError(error)) setHaltedFor(userId);
  }, [list.error, active.error, userId]);
  useEffect(() => {
    if (userId === null) setHaltedFor(null);
  }, [userId]);

  const periods = useMemo(() => sortPeriods<Period>(list.data?.periods ?? []), [list.data]);
  const [storedId, setStoredId] = useState(() => readSelectedPeriodId(storage));
  const ready = list.data !== undefined && !active.isPending;
  const selectedPeriod = useMemo(
    () =>
      ready
        ? selectInitialPeriod<Period>({
            periods,
            storedId,
            active: active.isError ? null : active.data,
          })
        : null,
    [ready, periods, storedId, active.data, active.isError],
  );

  useEffect(() => {
    if (selectedPeriod !== null && selectedPeriod.id !== storedId) {
      writeSelectedPeriodId(storage, selectedPeriod.id);
      setStoredId(selectedPeriod.id);
    }
  }, [selectedPeriod, storedId, storage]);

  const selectPeriod = useCallback(
    (id: number) => {
      const period = periods.find((candidate) => candidate.id === id);
      if (period === undefined) {
        notify({ kind: 'error', message: PERIOD_NOT_FOUND_MESSAGE });
        return false;
      }
      writeSelectedPeriodId(storage, id);
      setStoredId(id);
      notify({ kind: 'success', message: SUCCESS_MESSAGES.switchedToPeriod(period.name) });
      return true;
    },
    [periods, storage, notify],
  );

  const value = useMemo<PeriodContextValue>(
    () => ({
      periods,
      selectedPeriod,
      selectPeriod,
      isLoading: enabled && !ready && list.error === null,
      error: list.error ?? null,
      isHalted,
    }),
    [periods, selectedPeriod, selectPeriod, enabled, ready, list.error, isHalted],
  );
  return <PeriodContext.Provider value={value}>{children}</PeriodContext.Provider>;
}

/**
 * The selectable periods and the selection.
 *
 * @example
 * const { periods, selectedPeriod, selectPeriod } = usePeriods();
 */
export function usePeriods(): PeriodContextValue {
  const value = useContext(PeriodContext);
  if (value === null) throw new Error('usePeriods must be used inside <PeriodProvider>');
  return value;
}

/** The selected period (null while loading or when none is selectable). */
export function useSelectedPeriod(): Period | null {
  return usePeriods().selectedPeriod;
}

/** The selected period's id, or null outside a `PeriodProvider` or before a selection. */
export function useSelectedPeriodId(): number | null {
  return useContext(PeriodContext)?.selectedPeriod?.id ?? null;
}
