import type { Schemas } from '@back-office/api-client';
import { CONSULTANT_PROVINCES, CONSULTANT_STATUSES } from '@back-office/domain/enum-values';
import { STATUS_LABELS } from '@back-office/domain/status-labels';

// The consultant value sets, without the form schema (full `zod`): the `/consultants` route
// search schema imports these, and route search schemas stay in the entry chunk.

/** The contract's values (`@back-office/domain`'s `CONSULTANT_PROVINCES`). */
export const PROVINCES = CONSULTANT_PROVINCES;

/** The contract's values (`@back-office/domain`). */
export { CONSULTANT_STATUSES };

export const CONSULTANT_STATUS_LABELS: Record<Schemas['ConsultantStatus'], string> = STATUS_LABELS;
