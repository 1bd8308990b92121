import type { CSSProperties } from 'react';
import { DateField } from '../date-field.tsx';

export interface DateRange {
  readonly date_from?: string | undefined;
  readonly date_to?: string | undefined;
}

export interface DateRangeFilterProps {
  /** `YYYY-MM-DD`, as in the URL. */
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly fromLabel: string;
  readonly toLabel: string;
  /** Called with the one bound that changed; a cleared input gives `undefined`. */
  readonly onChange: (range: DateRange) => void;
  readonly width: CSSProperties['width'];
  /** Each input limits the other, so "from" cannot pass "to". @default false */
  readonly bounded?: boolean;
}

/** Two native date inputs for a list's `date_from` / `date_to` filters. */
export function DateRangeFilter(props: DateRangeFilterProps) {
  const { from, to, fromLabel, toLabel, onChange, width, bounded = false } = props;
  return (
    <>
      <DateField
        label={fromLabel}
        value={from ?? ''}
        max={bounded ? to : undefined}
        onChange={(event) => onChange({ date_from: event.currentTarget.value || undefined })}
        w={width}
      />
      <DateField
        label={toLabel}
        value={to ?? ''}
        min={bounded ? from : undefined}
        onChange={(event) => onChange({ date_to: event.currentTarget.value || undefined })}
        w={width}
      />
    </>
  );
}
