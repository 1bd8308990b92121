import { describe, expect, it } from 'vitest';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';
import { draftStockOrder, openOrders, orderDrawerOf } from '../harness/stock-orders.ts';

/**
 * Waits for the toast of the order's end, then long enough for a second one to have shown
 * (they would come from the same job event), and answers how many there are.
 */
async function jobEndToasts(app: AppPage, reference: string): Promise<number> {
  const ends = app.toast(`${reference} processed`);
  await ends.first().waitFor({ timeout: 20_000 });
  await app.page.waitForTimeout(2_000);
  return ends.count();
}

// Decision 065: the live stream owns the toast of a job's end, wherever the user is; no
// screen adds its own.
describe('one toast per job end', () => {
  const browser = useBrowser();
  let warehouse: AppPage | undefined;
  const onOrders = async () => {
    if (!warehouse) {
      warehouse = await browser.fresh();
      await warehouse.login(DEMO.warehouse);
      await warehouse.closeToasts();
      await openOrders(warehouse);
    }
    return warehouse;
  };

  it('on /orders with the drawer closed, the order’s end shows one toast, linking to it', async () => {
    const app = await onOrders();
    const reference = await draftStockOrder(app);
    await orderDrawerOf(app).getByRole('button', { name: 'Process order' }).click();
    await app.page.getByRole('button', { name: 'Close order' }).click();
    await orderDrawerOf(app).waitFor({ state: 'detached' });
    await app.waitForPath('/orders');

    expect(await jobEndToasts(app, reference)).toBe(1);
    await app.screenshot('job-end-toast-drawer-closed');
    await app
      .toast(`${reference} processed`)
      .getByRole('link', { name: 'Open the result' })
      .click();
    await app.waitForPath(/\/orders\?.*order=\d+/);
    await expect
      .poll(() => orderDrawerOf(app).getAttribute('data-status'), { timeout: 15_000 })
      .toBe('completed');
    await app.page.getByRole('button', { name: 'Close order' }).click();
    await app.closeToasts();
  });

  it('on /orders with the drawer open, the order’s end shows one toast, not two', async () => {
    const app = await onOrders();
    const reference = await draftStockOrder(app);
    await orderDrawerOf(app).getByRole('button', { name: 'Process order' }).click();
    await expect
      .poll(() => orderDrawerOf(app).getAttribute('data-status'), { timeout: 15_000 })
      .toBe('completed');
    expect(await jobEndToasts(app, reference)).toBe(1);
    await app.screenshot('job-end-toast-drawer-open');
  });
});
