import { ApiError, type Period, unwrap } from '@back-office/api-client';
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
import { PERIOD_NOT_FOUND_MESSAGE } from '../messages/error-messages.ts';
import { SUCCESS_MESSAGES } from '../messages/success-messages.ts';
import { periodQueries } from '../queries/periods.ts';
import { isAuthOrNetworkError } from '../retry-policy.ts';
import { readSelectedPeriodId, writeSelectedPeriodId } from '../storage/selected-period.ts';
import { selectInitialPeriod } from './select-initial-period.ts';
import { isSelectablePeriod, sortPeriods } from './sort-periods.ts';

/** The period selector's state. */
export interface PeriodContextValue {
  /** Selectable periods: archived removed, active first, then newest. */
  readonly periods: Period[];
  readonly selectedPeriod: Period | null;
  /**
   * Switches period (toast `Switched to period: {name}`). A period not in the list (a link, a
   * list past 100) is loaded by id; one that is gone or archived toasts `Period not found`.
   */
  readonly selectPeriod: (id: number) => Promise<boolean>;
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

  const listed = list.data?.periods;
  const [storedId, setStoredId] = useState(() => readSelectedPeriodId(storage));
  // A selectable period loaded by id because the list does not hold it.
  const [loaded, setLoaded] = useState<Period | null>(null);
  const isListed = (id: number) => listed?.some((period) => period.id === id) ?? false;
  // The stored selection is not listed: ask for it by id before falling back (§4).
  const storedMissing =
    listed !== undefined && storedId !== null && !isListed(storedId) && loaded?.id !== storedId;
  const stored = useQuery({
    ...periodQueries.detail(api, storedId ?? 0),
    enabled: enabled && storedMissing,
    retry: false,
  });
  const storedPeriod = storedMissing ? stored.data : undefined;
  const periods = useMemo(() => {
    const byId = [loaded, storedPeriod].filter(
      (period): period is Period =>
        period !== null &&
        period !== undefined &&
        !(listed ?? []).some((candidate) => candidate.id === period.id),
    );
    // sortPeriods leaves archived periods out, loaded ones included.
    return sortPeriods<Period>([...(listed ?? []), ...byId]);
  }, [listed, loaded, storedPeriod]);
  const ready = listed !== undefined && !active.isPending && !(storedMissing && stored.isLoading);

  // The stored period is gone (404) or archived: say so once, then fall back.
  useEffect(() => {
    const gone = stored.error instanceof ApiError && stored.error.status === 404;
    const archived = stored.data !== undefined && !isSelectablePeriod(stored.data);
    if (gone || archived) notify({ kind: 'error', message: PERIOD_NOT_FOUND_MESSAGE });
  }, [stored.error, stored.data, notify]);
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

  const switchTo = useCallback(
    (period: Period) => {
      writeSelectedPeriodId(storage, period.id);
      setStoredId(period.id);
      notify({ kind: 'success', message: SUCCESS_MESSAGES.switchedToPeriod(period.name) });
    },
    [storage, notify],
  );

  const selectPeriod = useCallback(
    async (id: number) => {
      const listedPeriod = periods.find((candidate) => candidate.id === id);
      if (listedPeriod !== undefined) {
        switchTo(listedPeriod);
        return true;
      }
      let found: Period | null = null;
      try {
        found = await unwrap(api.GET('/api/periods/{id}', { params: { path: { id } } }));
      } catch {
        // Gone (404) or unreadable: not a period the user can switch to.
      }
      if (found === null || !isSelectablePeriod(found)) {
        notify({ kind: 'error', message: PERIOD_NOT_FOUND_MESSAGE });
        return false;
      }
      setLoaded(found);
      switchTo(found);
      return true;
    },
    [periods, api, notify, switchTo],
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
