import type { Invoice, Schemas } from '@back-office/api-client';
import { useAddInvoiceItem, useInvoiceProductSearch } from '@back-office/hooks';
import {
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { searchHint } from '../../components/search-hint.ts';
import { serverErrors } from '../../lib/form/server-errors.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { parseRand } from './money.ts';

type Product = Schemas['InvoiceProduct'];

const labelOf = (product: Product) => `${product.product_code} — ${product.description}`;

/**
 * Adds a line to a draft invoice: a product found with the invoice product search (in the
 * invoice's period), a quantity and optionally another unit price. Values stay after a refusal.
 */
export function AddLineForm({ invoice }: { invoice: Invoice }) {
  const [term, setTerm] = useState('');
  const [product, setProduct] = useState<Product | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const typing = product === null || term !== labelOf(product);
  const search = useInvoiceProductSearch(typing ? term : '', { periodId: invoice.period_id });
  const found = search.data?.products ?? [];
  const options =
    product && !found.some((p) => p.product_code === product.product_code)
      ? [product, ...found]
      : found;
  const byCode = new Map(options.map((option) => [option.product_code, option]));
  const add = useAddInvoiceItem();
  const server = serverErrors(add.error, ['product_code', 'quantity', 'unit_price_cents']);

  const submit = () => {
    const next: Record<string, string> = {};
    if (!product) next.product = 'Choose a product';
    const qty = typeof quantity === 'number' ? quantity : Number(quantity);
    if (!Number.isInteger(qty) || qty < 1 || qty > 100_000) next.quantity = 'A whole number from 1';
    const cents = price.trim() ? parseRand(price) : undefined;
    if (cents === null) next.price = 'Enter a price in rand, e.g. 89.00';
    setErrors(next);
    if (!product || Object.keys(next).length > 0) return;
    add.mutate(
      {
        invoiceId: invoice.id,
        body: {
          product_code: product.product_code,
          quantity: qty,
          ...(cents !== undefined && cents !== null ? { unit_price_cents: cents } : {}),
        },
      },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: `${product.product_code} added` });
          setProduct(null);
          setTerm('');
          setQuantity(1);
          setPrice('');
          add.reset();
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        aria-label="Add a line"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text fw={600} size="sm">
            Add a line
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              label="Product"
              placeholder="Search by code or description"
              searchable
              searchValue={term}
              onSearchChange={setTerm}
              filter={({ options: all }) => all}
              data={options.map((option) => ({
                value: option.product_code,
                label: labelOf(option),
              }))}
              value={product?.product_code ?? null}
              onChange={(code) => {
                setProduct(code ? (byCode.get(code) ?? null) : null);
                setErrors((previous) => ({ ...previous, product: '' }));
              }}
              renderOption={({ option }) => {
                const match = byCode.get(option.value);
                return (
                  <Stack gap={0}>
                    <Text size="sm">{option.label}</Text>
                    {match ? (
                      <Text size="xs" c="dimmed">
                        {formatMoney(match.unit_price_cents)} excl. VAT ·{' '}
                        {match.quantity_ordered_in_period} ordered this period
                      </Text>
                    ) : null}
                  </Stack>
                );
              }}
              nothingFoundMessage={searchHint(term, search.isFetching, 'No product matches')}
              rightSection={search.isFetching ? <Loader size={14} /> : undefined}
              error={errors.product || server.fields.product_code}
              style={{ flex: 1, minWidth: 260 }}
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              label="Quantity"
              min={1}
              max={100_000}
              allowDecimal={false}
              value={quantity}
              onChange={setQuantity}
              error={errors.quantity || server.fields.quantity}
              w={110}
            />
            <TextInput
              label="Unit price (R)"
              placeholder={product ? (formatMoney(product.unit_price_cents) ?? '') : 'Catalogue'}
              inputMode="decimal"
              value={price}
              onChange={(event) => setPrice(event.currentTarget.value)}
              error={errors.price || server.fields.unit_price_cents}
              w={150}
            />
            <Button
              type="submit"
              mt={25}
              leftSection={<IconPlus size={16} aria-hidden />}
              loading={add.isPending}
            >
              Add line
            </Button>
          </Group>
          <SubmitError title="Line not added" failure={server.failure} />
        </Stack>
      </form>
    </Paper>
  );
}
