import type { Schemas } from '@back-office/api-client';
import { useOrderProductSearch } from '@back-office/hooks/products';
import { Group, Loader, Select, type SelectProps, Text } from '@mantine/core';
import { searchHint } from '../../components/search-hint.ts';
import { usePickerTerm } from '../../components/use-picker-term.ts';
import { formatMoney } from '../../lib/format.ts';

type OrderProduct = Schemas['OrderProduct'];

export interface ConsultantOrderProductPickerProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  readonly label: string;
  readonly value: OrderProduct | null;
  readonly onChange: (product: OrderProduct | null) => void;
}

const labelOf = (product: OrderProduct) => `${product.product_code} — ${product.description}`;

/** Finds a catalogue product by code or description (`/api/orders/products/search`, 20 best). */
export function ConsultantOrderProductPicker({
  value,
  onChange,
  label,
  ...rest
}: ConsultantOrderProductPickerProps) {
  const { term, setTerm, typing } = usePickerTerm(value, labelOf);
  const search = useOrderProductSearch(typing ? term : '');
  const found = search.data?.products ?? [];
  const options = value && !found.some((p) => p.id === value.id) ? [value, ...found] : found;
  const byId = new Map(options.map((product) => [String(product.id), product]));

  return (
    <Select
      label={label}
      placeholder="Type a product code or description"
      searchable
      clearable
      searchValue={term}
      onSearchChange={setTerm}
      data={options.map((product) => ({ value: String(product.id), label: labelOf(product) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      filter={({ options: all }) => all}
      nothingFoundMessage={searchHint(term, search.isFetching, 'No product matches')}
      rightSection={search.isFetching ? <Loader size={14} /> : undefined}
      renderOption={({ option }) => {
        const product = byId.get(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%">
            <Text size="sm">{option.label}</Text>
            {product ? (
              <Text size="xs" c="dimmed">
                {formatMoney(product.unit_price_cents)}
              </Text>
            ) : null}
          </Group>
        );
      }}
      {...rest}
    />
  );
}
