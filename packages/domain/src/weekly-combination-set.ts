/**
 * Which consultant orders a weekly combination gathers, in words, for the page and the file
 * (decision 051). The API's `week-orders.ts` implements exactly this; change both together.
 */
export function weeklyCombinationSet(scope: {
  periodName: string;
  weekStart: string;
  weekEnd: string;
}): string {
  return (
    `Consultant orders of ${scope.periodName} submitted from ${scope.weekStart} to ` +
    `${scope.weekEnd} (South African days) that are still submitted: not combined, not ` +
    'invoiced and not cancelled. Each order is in at most one weekly combination, because the ' +
    "weeks of a period's live combinations do not overlap."
  );
}

/** The set in one line, where a sentence with the period and dates does not fit. */
export const WEEKLY_COMBINATION_SET_SHORT =
  'Submitted consultant orders of the week that are not combined, invoiced or cancelled';
