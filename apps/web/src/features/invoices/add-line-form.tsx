import type { Invoice, Schemas } from '@back-office/api-client';
import { useAddInvoiceItem } from '@back-office/hooks/invoices';
import { useInvoiceProductSearch } from '@back-office/hooks/products';
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
import { z } from 'zod';
import { searchHint } from '../../components/search-hint.ts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { lineQuantitySchema, randSchema } from './line-schemas.ts';

type Product = Schemas['InvoiceProduct'];

const labelOf = (product: Product) => `${product.product_code} — ${product.description}`;

const addLineSchema = z.object({
  product: z.custom<Product | null>().refine((product) => product !== null, 'Choose a product'),
  quantity: lineQuantitySchema,
  price: z
    .string()
    .trim()
    .pipe(z.union([z.literal('').transform(() => undefined), randSchema])),
});

const EMPTY = { product: null as Product | null, quantity: 1 as number | string, price: '' };

/**
 * Adds a line to a draft invoice: a product found with the invoice product search (in the
 * invoice's period), a quantity and optionally another unit price. Values stay after a refusal.
 */
export function AddLineForm({ invoice }: { invoice: Invoice }) {
  const [term, setTerm] = useState('');
  const form = useSchemaForm(addLineSchema, EMPTY, {
    routes: { byPath: { product_code: 'product', unit_price_cents: 'price' } },
  });
  const product = form.values.product;
  const typing = product === null || term !== labelOf(product);
  const search = useInvoiceProductSearch(typing ? term : '', { periodId: invoice.period_id });
  const found = search.data?.products ?? [];
  const options =
    product && !found.some((p) => p.product_code === product.product_code)
      ? [product, ...found]
      : found;
  const byCode = new Map(options.map((option) => [option.product_code, option]));
  const add = useAddInvoiceItem();

  const save = async ({ quantity, price }: z.output<typeof addLineSchema>) => {
    if (!product) return;
    await add.mutateAsync({
      invoiceId: invoice.id,
      body: {
        product_code: product.product_code,
        quantity,
        ...(price !== undefined ? { unit_price_cents: price } : {}),
      },
    });
    showToast({ kind: 'success', message: `${product.product_code} added` });
    setTerm('');
    form.setValues(EMPTY);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form ref={form.formRef} aria-label="Add a line" noValidate onSubmit={form.submit(save)}>
        {/* Clean again once the line is added (the values go back to EMPTY). */}
        <UnsavedChangesGuard dirty={form.isDirty} />
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
                form.set('product', code ? (byCode.get(code) ?? null) : null);
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
              error={form.errors.product}
              style={{ flex: 1, minWidth: 260 }}
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              label="Quantity"
              min={1}
              max={100_000}
              allowDecimal={false}
              value={form.values.quantity}
              onChange={(value) => form.set('quantity', value)}
              error={form.errors.quantity}
              w={110}
            />
            <TextInput
              label="Unit price (R)"
              placeholder={product ? (formatMoney(product.unit_price_cents) ?? '') : 'Catalogue'}
              inputMode="decimal"
              {...form.field('price')}
              w={150}
            />
            <Button
              type="submit"
              mt={25}
              leftSection={<IconPlus size={16} aria-hidden />}
              loading={form.submitting}
            >
              Add line
            </Button>
          </Group>
          <SubmitError title="Line not added" failure={form.failure} />
        </Stack>
      </form>
    </Paper>
  );
}
