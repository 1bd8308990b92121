/** The period statuses of the contract (`Period.status`). */
export type PeriodStatus = 'draft' | 'active' | 'closed' | 'archived';

/**
 * The fields of a period that sorting and selection read. The contract's `Period` satisfies
 * it, so the pure helpers need no generated types.
 */
export interface PeriodLike {
  readonly id: number;
  readonly name: string;
  readonly status: PeriodStatus;
  readonly start_date: string;
}
