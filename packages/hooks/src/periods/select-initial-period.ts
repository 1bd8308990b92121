import type { PeriodLike } from './period-types.ts';
import { isSelectablePeriod, newestSelectablePeriod } from './sort-periods.ts';

/** What the initial choice is made from. */
export interface InitialPeriodInput<P extends PeriodLike> {
  /** The listed periods (archived ones are ignored). */
  readonly periods: readonly P[];
  /** The id remembered in local storage, if any. */
  readonly storedId?: number | null;
  /** The server's active period (`GET /api/periods/active/current`), if known. */
  readonly active?: P | null;
}

/**
 * The period selected on start (§4): the stored selection if it is still listed, then the
 * server's active period, then the newest non-archived period. An archived period is never
 * chosen; null when nothing is selectable.
 *
 * @example
 * selectInitialPeriod({ periods, storedId: 7, active }); // period 7 if listed, else `active`…
 */
export function selectInitialPeriod<P extends PeriodLike>(input: InitialPeriodInput<P>): P | null {
  const listed = input.periods.filter(isSelectablePeriod);
  const byId = (id: number | null | undefined) =>
    id === null || id === undefined ? undefined : listed.find((period) => period.id === id);
  const active =
    input.active && isSelectablePeriod(input.active)
      ? (byId(input.active.id) ?? input.active)
      : listed.find((period) => period.status === 'active');
  return byId(input.storedId) ?? active ?? newestSelectablePeriod(listed);
}
