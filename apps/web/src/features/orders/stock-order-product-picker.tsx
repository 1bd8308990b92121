import type { Schemas } from '@back-office/api-client';
import { useAddOrderItem } from '@back-office/hooks/orders';
import { SEARCH_DEFAULT_LIMIT, useOrderProductSearch } from '@back-office/hooks/products';
import {
  Badge,
  Button,
  Code,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { ErrorState } from '../../components/data-table/states.tsx';
import { formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { toastOrderError } from './mutation-error.ts';

type OrderProduct = Schemas['OrderProduct'];

/** The contract's bounds of a line quantity. */
export const quantitySchema = z
  .number({ error: 'Enter a quantity' })
  .int('Use a whole number')
  .min(1, 'At least 1')
  .max(100_000, 'At most 100 000');

function ResultRow(props: {
  product: OrderProduct;
  quantity: number | null;
  adding: boolean;
  onAdd: (product: OrderProduct) => void;
}) {
  const { product, quantity, adding, onAdd } = props;
  const short = quantity !== null && product.stock_quantity < quantity;
  return (
    <Table.Tr data-testid="product-result">
      <Table.Td>
        <Code>{product.product_code}</Code>
      </Table.Td>
      <Table.Td>{product.description}</Table.Td>
      <Table.Td ta="right">
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {short ? (
            <Badge color="orange.9" variant="filled" size="xs">
              Low stock
            </Badge>
          ) : null}
          <Text size="sm" span>
            {product.stock_quantity} {product.unit}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td ta="right">{formatMoney(product.unit_price_cents)}</Table.Td>
      <Table.Td ta="right">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onAdd(product)}
          loading={adding}
          aria-label={`Add ${product.product_code}`}
        >
          Add
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Product search as you type (limit 20, exact code match toggle) and "Add" per result; Enter adds
 * the one product that matches (a barcode scanner ends with Enter). After an add the search and
 * quantity are cleared for the next product, and a quantity above the stock is warned about; after
 * a failure they stay as typed.
 */
export function StockOrderProductPicker({ orderId }: { orderId: number }) {
  const [term, setTerm] = useState('');
  const [exactMatch, setExactMatch] = useState(false);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [addingId, setAddingId] = useState<number | null>(null);
  const search = useOrderProductSearch(term, { exactMatch, limit: SEARCH_DEFAULT_LIMIT });
  const addItem = useAddOrderItem();
  const parsedQuantity = quantitySchema.safeParse(typeof quantity === 'number' ? quantity : NaN);

  const add = (product: OrderProduct) => {
    if (!parsedQuantity.success) {
      setQuantityError(parsedQuantity.error.issues[0]?.message ?? 'Enter a quantity');
      return;
    }
    setAddingId(product.id);
    const wanted = parsedQuantity.data;
    const searchedFor = term;
    addItem.mutate(
      { orderId, body: { product_id: product.id, quantity: wanted } },
      {
        onSuccess: (order) => {
          // The line as it is now (an add to a product already on the order adds to its line).
          const line = order.items.find((item) => item.product_id === product.id);
          const onLine = line?.quantity ?? wanted;
          showToast({
            kind: 'success',
            message:
              onLine > wanted
                ? `Added ${wanted} × ${product.product_code}: its line now holds ${onLine}`
                : `Added ${wanted} × ${product.product_code}`,
          });
          if (onLine > product.stock_quantity) {
            showToast({
              kind: 'warning',
              message: `Only ${product.stock_quantity} ${product.unit} of ${product.product_code} in stock for ${onLine} ordered: processing fails unless stock arrives first`,
            });
          }
          // Ready for the next product (a scanner types the next code straight away), unless
          // the user has already typed something else while the add was on its way.
          setTerm((current) => (current === searchedFor ? '' : current));
          setQuantity((current) => (current === wanted ? 1 : current));
        },
        onError: (error) => toastOrderError(error, 'The product could not be added'),
        onSettled: () => setAddingId(null),
      },
    );
  };

  /** Enter in the search adds the product when exactly one matches (a barcode scanner's Enter). */
  const addOnEnter = () => {
    const found = search.data?.products ?? [];
    const exact = found.filter((p) => p.product_code.toLowerCase() === term.trim().toLowerCase());
    const only = exact.length === 1 ? exact[0] : found.length === 1 ? found[0] : undefined;
    if (only) add(only);
  };

  const hasTerm = term.trim().length > 0;
  const products = search.data?.products;
  return (
    <Paper withBorder p="sm" data-testid="product-picker">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Add products
        </Title>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search products"
            placeholder="Product code or description"
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              addOnEnter();
            }}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={search.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
            style={{ flex: 1, minWidth: 200 }}
            autoComplete="off"
          />
          <NumberInput
            label="Quantity"
            value={quantity}
            onChange={(value) => {
              setQuantity(value);
              setQuantityError(null);
            }}
            min={1}
            max={100_000}
            // Out-of-range input stays as typed and is refused with a message, not changed.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            error={quantityError}
            w={120}
          />
        </Group>
        <Switch
          label="Exact code match"
          description="Only the product whose code is exactly what you typed"
          checked={exactMatch}
          onChange={(event) => setExactMatch(event.currentTarget.checked)}
        />
        {!hasTerm ? (
          <Text size="sm" c="dimmed">
            Type a product code or part of a description to find products.
          </Text>
        ) : search.isError ? (
          <ErrorState
            error={search.error}
            what="products"
            onRetry={() => void search.refetch()}
            retrying={search.isFetching}
          />
        ) : products === undefined ? (
          <Text size="sm" c="dimmed">
            Searching…
          </Text>
        ) : products.length === 0 ? (
          <Text size="sm" data-testid="no-products">
            No products match “{term.trim()}”{exactMatch ? ' exactly' : ''}.
          </Text>
        ) : (
          <Stack gap={4}>
            <Table.ScrollContainer minWidth={560} maxHeight={320}>
              <Table verticalSpacing={4} highlightOnHover aria-label="Matching products">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th ta="right">In stock</Table.Th>
                    <Table.Th ta="right">Unit price</Table.Th>
                    <Table.Th ta="right">
                      <Text span size="sm" fw={700}>
                        Action
                      </Text>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {products.map((product) => (
                    <ResultRow
                      key={product.id}
                      product={product}
                      quantity={parsedQuantity.success ? parsedQuantity.data : null}
                      adding={addingId === product.id}
                      onAdd={add}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {search.data && search.data.total > products.length ? (
              <Text size="xs" c="dimmed">
                Showing the best {products.length} of {search.data.total} matches; type more to
                narrow them down.
              </Text>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
