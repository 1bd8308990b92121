import { Select, type SelectProps } from '@mantine/core';

export interface StatusFilterProps<V extends string> {
  /** The statuses in menu order. */
  readonly statuses: readonly V[];
  readonly labels: Readonly<Record<V, string>>;
  readonly value: V | undefined;
  /** `undefined` when the selection is cleared. */
  readonly onChange: (status: V | undefined) => void;
  readonly width: SelectProps['w'];
  /** @default 'All statuses' */
  readonly placeholder?: string;
}

/** A list's clearable "Status" filter. */
export function StatusFilter<V extends string>(props: StatusFilterProps<V>) {
  const { statuses, labels, value, onChange, width, placeholder = 'All statuses' } = props;
  return (
    <Select
      label="Status"
      placeholder={placeholder}
      data={statuses.map((status) => ({ value: status, label: labels[status] }))}
      value={value ?? null}
      onChange={(picked) => onChange(statuses.find((status) => status === picked))}
      clearable
      w={width}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
