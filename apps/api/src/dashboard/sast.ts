import { SAST_OFFSET_HOURS } from '@back-office/domain';

/** SQL: the SAST calendar day of a `timestamptz` column. */
export const sastDay = (column: string) =>
  `((${column} AT TIME ZONE 'UTC') + interval '${SAST_OFFSET_HOURS} hours')::date`;
