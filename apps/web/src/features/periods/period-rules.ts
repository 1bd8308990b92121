import type { PeriodStatus } from '@back-office/domain';
import { STATUS_LABELS } from '@back-office/domain/status-labels';
import type { MantineColor } from '@mantine/core';
import { STATUS_COLORS } from '../../components/status-colors.ts';

// The lifecycle itself (statuses, actions, transitions) is `@back-office/domain`'s, as the API's.

export const PERIOD_STATUS_LABELS: Record<PeriodStatus, string> = STATUS_LABELS;

/** Filled badge colours with white text at 4.5:1 or better in every theme. */
export const PERIOD_STATUS_COLORS: Record<PeriodStatus, MantineColor> = STATUS_COLORS;
