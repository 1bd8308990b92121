import { describe, expect, it } from 'vitest';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

/** A GET of the API as the signed-in user (cookies ride along). */
function apiGet<T>(app: AppPage, path: string): Promise<T> {
  return app.page.evaluate(
    async ([url]) => (await fetch(url as string, { credentials: 'include' })).json(),
    [`${app.apiUrl}${path}`],
  ) as Promise<T>;
}

/** Decision 045: a closed period invites nothing; a delete the server refuses is never announced. */
describe('closed periods and deletes that tell the truth', () => {
  const browser = useBrowser();

  it('a closed period’s consultant orders invite nothing and say why', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.supervisor);
    await app.closeToasts();
    await app.goto('/consultant-orders');
    await app.heading('Consultant Orders').waitFor();
    await app.page.getByRole('link', { name: 'New consultant order' }).waitFor();

    await app.page.getByRole('combobox', { name: 'Accounting period' }).click();
    const closed = app.page.getByRole('option', { name: /\(closed\)$/ }).first();
    const label = (await closed.textContent()) ?? '';
    const name = label.replace(/ \(closed\)$/, '');
    await closed.click();
    await app.page
      .getByText(`${name} is closed: its consultant orders cannot be created`)
      .waitFor();
    expect(await app.page.getByRole('link', { name: 'New consultant order' }).count()).toBe(0);
    const button = app.page.getByRole('button', { name: 'New consultant order' });
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getAttribute('title')).toBe(`${name} is closed`);
    const empty = app.page.getByText(`${name} is closed and takes no new consultant orders.`);
    if ((await app.page.getByTestId('consultant-order-row').count()) === 0) await empty.waitFor();
    expect(await app.page.getByText('Create one with “New consultant order”.').count()).toBe(0);
    await app.checkPage('consultant-orders-closed-period');
  });

  it('says at once why a consultant with orders cannot be deleted, and offers no Undo', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.supervisor);
    await app.closeToasts();
    const { consultant_orders: orders } = await apiGet<{
      consultant_orders: { consultant_id: number }[];
    }>(app, '/api/consultant-orders?limit=1');
    const consultantId = orders[0]?.consultant_id;
    if (consultantId === undefined) throw new Error('the demo has no consultant orders');
    await app.goto(`/consultants/${consultantId}`);
    await app.page.getByRole('button', { name: 'Delete', exact: true }).click();
    await app.toast(/consultant orders and cannot be deleted/).waitFor();
    expect(await app.page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(await app.page.locator('[data-toast-kind="undo"]').count()).toBe(0);
    // The page stays: nothing was announced, nothing will come back later.
    expect(app.path()).toBe(`/consultants/${consultantId}`);
    const still = await app.page.evaluate(
      async ([url]) => (await fetch(url as string, { credentials: 'include' })).status,
      [`${app.apiUrl}/api/consultants/${consultantId}`],
    );
    expect(still).toBe(200);
    await app.checkPage('consultant-delete-refused');
  });
});
