import { STATUS_LABELS } from '@back-office/domain/status-labels';
import { usePeriods } from '@back-office/hooks/periods';
import { Select } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useSmallScreen } from '../../lib/use-small-screen.ts';

/**
 * The header's accounting period selector: active period first, then newest, each with its
 * status ("(closed)", "(draft)"); archived periods never listed (the hooks sort and filter). Switching toasts `Switched to period: {name}`.
 */
export function PeriodSelector() {
  const { periods, selectedPeriod, selectPeriod, isLoading } = usePeriods();
  const small = useSmallScreen();
  // Every period says its status: a closed one must not look usable.
  const data = periods.map((period) => ({
    value: String(period.id),
    label: `${period.name} (${STATUS_LABELS[period.status].toLowerCase()})`,
  }));
  return (
    <Select
      aria-label="Accounting period"
      placeholder={isLoading ? 'Loading periods…' : 'No period'}
      data={data}
      value={selectedPeriod ? String(selectedPeriod.id) : null}
      onChange={(value) => {
        if (value !== null && Number(value) !== selectedPeriod?.id)
          void selectPeriod(Number(value));
      }}
      allowDeselect={false}
      disabled={data.length === 0}
      // On a phone the header's free width goes to the period's name, not to the icon.
      leftSection={small ? undefined : <IconCalendar size={16} aria-hidden />}
      maw={270}
      style={{ flex: '1 1 0', minWidth: 0 }}
      // The shell's one select keeps its list mounted (the theme draws lists on open). Decision
      // 035 measured it lighter on a cold phone load, but that bench redrew the page instead of
      // hydrating it; measured again (decision 071) either way is within the noise. It mounts
      // once, so route changes do not pay for it.
      comboboxProps={{ withinPortal: true, keepMounted: true }}
      data-testid="period-selector"
    />
  );
}
