import type { Schemas } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { ConsultantOrderProductPicker } from './consultant-order-product-picker.tsx';
import { type DraftLine, linesSubtotalCents } from './order-form-schema.ts';

type OrderProduct = Schemas['OrderProduct'];

export interface DraftLinesEditorProps {
  readonly lines: readonly DraftLine[];
  readonly onChange: (lines: DraftLine[]) => void;
  readonly errors: Readonly<Record<string, string | undefined>>;
}

let nextKey = 0;

/** The lines of a new order: add products by search, change quantities, remove lines. */
export function DraftLinesEditor({ lines, onChange, errors }: DraftLinesEditorProps) {
  const [product, setProduct] = useState<OrderProduct | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);

  const add = () => {
    if (!product) return;
    const existing = lines.find((line) => line.product.id === product.id);
    if (existing) {
      onChange(
        lines.map((line) =>
          line === existing
            ? { ...line, quantity: Number(line.quantity) + Number(quantity || 1) }
            : line,
        ),
      );
    } else {
      nextKey += 1;
      onChange([...lines, { key: `line-${nextKey}`, product, quantity: quantity || 1 }]);
    }
    setProduct(null);
    setQuantity(1);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ConsultantOrderProductPicker
          label="Product"
          value={product}
          onChange={setProduct}
          w={420}
        />
        <NumberInput
          label="Quantity to add"
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={100_000}
          allowDecimal={false}
          w={140}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={!product}
        >
          Add line
        </Button>
      </Group>
      {errors.lines ? (
        <Text size="sm" c="var(--bo-danger-text)" role="alert">
          {errors.lines}
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Order lines" verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th w={140}>Quantity</Table.Th>
              <Table.Th ta="right">Line total</Table.Th>
              <Table.Th w={50}>
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed" ta="center" py="sm">
                    No lines yet: search a product above and add it.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {lines.map((line, index) => {
              const quantityValue = Number(line.quantity);
              return (
                <Table.Tr key={line.key} data-testid="draft-line">
                  <Table.Td>{line.product.product_code}</Table.Td>
                  <Table.Td>{line.product.description}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.product.unit_price_cents)}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Quantity of ${line.product.product_code}`}
                      size="xs"
                      value={line.quantity}
                      min={1}
                      max={100_000}
                      allowDecimal={false}
                      error={errors[`lines.${index}.quantity`]}
                      onChange={(value) =>
                        onChange(
                          lines.map((l) => (l.key === line.key ? { ...l, quantity: value } : l)),
                        )
                      }
                    />
                  </Table.Td>
                  <Table.Td ta="right">
                    {Number.isInteger(quantityValue) && quantityValue > 0
                      ? formatMoney(quantityValue * line.product.unit_price_cents)
                      : '—'}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={`Remove ${line.product.product_code}`}
                      onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          {lines.length > 0 ? (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4} ta="right">
                  {MONEY_LABELS.subtotal}
                </Table.Th>
                <Table.Th ta="right" data-testid="draft-subtotal">
                  {formatMoney(linesSubtotalCents(lines))}
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        Catalogue prices; VAT (15%) and the order total are calculated by the server when the order
        is saved.
      </Text>
    </Stack>
  );
}
