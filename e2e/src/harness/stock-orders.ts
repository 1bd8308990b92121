import type { AppPage } from './app-page.ts';

/** The order drawer (a dialog titled "Order <reference>"). */
export const orderDrawerOf = (app: AppPage) => app.page.getByTestId('order-detail');

/** Opens `/orders` from the sidebar and waits for its rows. */
export async function openOrders(app: AppPage): Promise<void> {
  await app.page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click();
  await app.heading('Orders').waitFor();
  await app.page.getByTestId('order-row').first().waitFor();
}

/**
 * On `/orders`, creates a stock order with one line (the first product found for "marula") and
 * leaves its drawer open, ready to process; answers the order's reference.
 */
export async function draftStockOrder(app: AppPage): Promise<string> {
  await app.page.getByRole('button', { name: 'New order' }).click();
  const form = app.page.getByRole('form', { name: 'New order' });
  await form.getByRole('button', { name: 'Create order' }).click();
  await orderDrawerOf(app).getByTestId('no-items').waitFor();
  const title = await app.page
    .getByRole('dialog')
    .getByText(/^Order ORD-/)
    .textContent();
  const picker = app.page.getByTestId('product-picker');
  await picker.getByLabel('Search products').fill('marula');
  const first = picker.getByTestId('product-result').first();
  await first.waitFor();
  const code = (await first.locator('code').textContent()) ?? '';
  await picker.getByRole('button', { name: `Add ${code}` }).click();
  await orderDrawerOf(app).getByTestId('order-line').waitFor();
  return title?.replace('Order ', '') ?? '';
}
