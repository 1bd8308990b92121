import { Text } from '@mantine/core';
import type { PeriodLock } from '../lib/period-lock.ts';

/**
 * Says why a closed or archived period's record offers no changes (decision 045): "November
 * 2026 is closed: its invoices cannot be changed." Nothing when the period is open.
 */
export function PeriodLockNote({ lock, what }: { lock: PeriodLock; what: string }) {
  if (!lock.reason) return null;
  return (
    <Text size="sm" c="orange.9" fw={500} data-testid="period-lock-note">
      {lock.reason}: {what}.
    </Text>
  );
}
