import type { Schemas } from '@back-office/api-client';
import { Box, Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '../../lib/format.ts';
import { BarChart } from './bar-chart.tsx';
import { ListLink } from './list-link.tsx';

type TopProduct = Schemas['DashboardTopProduct'];

/** The period's best sellers by quantity: a bar chart and the same figures as a table. */
export function TopProducts({
  products,
  linkProducts,
}: {
  products: readonly TopProduct[];
  /** Whether the user may open the products list. */
  linkProducts: boolean;
}) {
  return (
    <Card withBorder padding="lg" radius="md" data-testid="dashboard-top-products">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Top products
        </Title>
        {products.length === 0 ? (
          <Text size="sm" c="dimmed">
            No consultant order lines in this period yet.
          </Text>
        ) : (
          <>
            <Box
              role="img"
              aria-label={`Top products by quantity: ${products
                .map((p) => `${p.product_code} ${p.quantity}`)
                .join(', ')}`}
            >
              <BarChart
                bars={products.map((p) => ({ label: p.product_code, value: p.quantity }))}
                color="blue.7"
              />
            </Box>
            <Table verticalSpacing={4} aria-label="Top products">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th ta="right">Value</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.map((product) => (
                  <Table.Tr key={product.product_code}>
                    <Table.Td>
                      {linkProducts ? (
                        <ListLink
                          size="sm"
                          fw={600}
                          underline="always"
                          target={{ to: '/products', search: { search: product.product_code } }}
                        >
                          {product.product_code}
                        </ListLink>
                      ) : (
                        <Text size="sm">{product.product_code}</Text>
                      )}
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {product.description}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{product.quantity.toLocaleString('en-ZA')}</Table.Td>
                    <Table.Td ta="right">{formatMoney(product.total_cents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Card>
  );
}
