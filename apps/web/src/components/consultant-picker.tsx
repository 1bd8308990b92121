import type { Consultant } from '@back-office/api-client';
import { useConsultantSearch } from '@back-office/hooks/consultants';
import { Group, Loader, Select, type SelectProps, Text } from '@mantine/core';
import { searchHint } from './search-hint.ts';
import { usePickerTerm } from './use-picker-term.ts';

export interface ConsultantPickerProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  readonly label: string;
  /** The chosen consultant (kept while a new search runs). */
  readonly value: Consultant | null;
  readonly onChange: (consultant: Consultant | null) => void;
  /** Consultants that cannot be picked (e.g. not active) are shown disabled. */
  readonly isDisabled?: (consultant: Consultant) => boolean;
}

const labelOf = (consultant: Consultant) =>
  `${consultant.consultant_number} — ${consultant.first_name} ${consultant.last_name}`;

/**
 * Picks a consultant through the quick search (`GET /api/consultants/search/{term}`): number,
 * name, email, phone or ID number, best matches first.
 */
export function ConsultantPicker({
  value,
  onChange,
  isDisabled,
  label,
  ...rest
}: ConsultantPickerProps) {
  const { term, setTerm, typing } = usePickerTerm(value, labelOf);
  const search = useConsultantSearch(typing ? term : '', 20);
  const found = search.data?.consultants ?? [];
  const options = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  const byId = new Map(options.map((consultant) => [String(consultant.id), consultant]));

  return (
    <Select
      label={label}
      placeholder="Type a number, name, email or phone"
      searchable
      clearable
      searchValue={term}
      onSearchChange={setTerm}
      data={options.map((consultant) => ({
        value: String(consultant.id),
        label: labelOf(consultant),
        disabled: isDisabled?.(consultant) ?? false,
      }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      filter={({ options: all }) => all}
      nothingFoundMessage={searchHint(term, search.isFetching, 'No consultant matches')}
      rightSection={search.isFetching ? <Loader size={14} /> : undefined}
      renderOption={({ option }) => {
        const consultant = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{option.label}</Text>
            {consultant && consultant.status !== 'active' ? (
              <Text size="xs" c="dimmed">
                ({consultant.status})
              </Text>
            ) : null}
          </Group>
        );
      }}
      {...rest}
    />
  );
}
