import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ApiFixtures } from '../fixtures/combined-orders-fixtures.ts';
import { DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

/** The Monday of this week in South Africa, as the screen offers it by default. */
function thisMonday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(
    new Date(),
  );
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

describe('weekly combinations', () => {
  const browser = useBrowser();

  it('creates this week’s combination, previews it, processes it live and downloads the xlsx', async () => {
    const app = await browser.fresh();
    const api = await ApiFixtures.login(app.apiUrl, DEMO.supervisor);
    const [order] = await api.submittedOrders(1);
    if (!order) throw new Error('fixture order missing');
    const monday = thisMonday();

    await app.login(DEMO.supervisor);
    await app.closeToasts();
    await app.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Weekly Combinations' })
      .click();
    await app.heading('Weekly Combinations').waitFor();
    await app.page.getByTestId('weekly-row').first().waitFor();
    await app.page.mouse.move(0, 0);
    await app.checkPage('weekly-combinations');

    // The demo data (or an earlier run) may hold this week already: delete it through the screen.
    const existing = app.page.locator(
      `[data-testid="weekly-row"][data-week="${monday}"]:not([data-status="cancelled"])`,
    );
    if ((await existing.count()) > 0) {
      await existing.first().getByRole('button').first().click();
      const detail = app.page.getByTestId('weekly-detail');
      await detail.waitFor();
      if ((await detail.getAttribute('data-status')) === 'processing') {
        await detail.getByRole('button', { name: 'Stop processing' }).click();
        await app.page
          .getByRole('dialog', { name: 'Stop processing?' })
          .getByRole('button', { name: 'Stop processing' })
          .click();
        await app.page.locator('[data-testid="weekly-detail"][data-status="cancelled"]').waitFor();
      }
      await detail.getByRole('button', { name: 'Delete' }).click();
      await app.page
        .getByRole('dialog', { name: 'Delete weekly combination' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await app.toast('Weekly combination deleted').waitFor();
      await expect.poll(() => existing.count()).toBe(0);
    }

    await app.page.getByRole('button', { name: 'New weekly combination' }).first().click();
    const form = app.page.getByRole('form', { name: 'New weekly combination' });
    await form.waitFor();
    await app.page.mouse.move(0, 0);
    await app.checkA11y('weekly-combination-create-light');
    await form.getByRole('button', { name: 'Create' }).click();

    const detail = app.page.getByTestId('weekly-detail');
    await detail.waitFor();
    expect(app.path()).toMatch(/open=\d+/);
    await expect
      .poll(() => app.page.getByTestId('weekly-preview-order').count())
      .toBeGreaterThanOrEqual(1);
    await app.page.getByText(order.order_number).first().waitFor();
    // The drawer says which orders it gathers (decision 051).
    expect(await detail.getByTestId('weekly-set').textContent()).toContain(
      'that are still submitted: not combined, not invoiced and not cancelled',
    );
    await app.page.mouse.move(0, 0);
    await app.checkPage('weekly-combination-preview');

    await detail.getByRole('button', { name: 'Process', exact: true }).click();
    await app.page
      .locator('[data-testid="weekly-detail"][data-status="completed"]')
      .waitFor({ timeout: 30_000 });
    await app.page.getByTestId('weekly-job').waitFor();
    await app.page.mouse.move(0, 0);
    await app.checkPage('weekly-combination-completed');

    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      detail.getByRole('button', { name: /^Download weekly_combination_\d+\.xlsx$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^weekly_combination_\d+\.xlsx$/);
    const file = path.join(
      mkdtempSync(path.join(tmpdir(), 'bo-weekly-')),
      download.suggestedFilename(),
    );
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const orders = workbook.getWorksheet('Orders');
    const numbers: string[] = [];
    orders?.eachRow((row) => numbers.push(String(row.getCell(1).value)));
    expect(numbers).toContain(order.order_number);
    expect(workbook.getWorksheet('Products')?.rowCount).toBeGreaterThan(1);
    // Times in South African time under a labelled column, the set and the figures stated.
    expect(orders?.getRow(1).getCell(3).value).toBe('Submitted (SAST)');
    const summary = new Map<string, unknown>();
    workbook.getWorksheet('Summary')?.eachRow((row) => {
      summary.set(String(row.getCell(1).value), row.getCell(2).value);
    });
    expect(String(summary.get('Orders gathered'))).toContain('not combined, not invoiced');
    expect(summary.get('Total (incl. VAT) (R)')).toEqual(expect.any(Number));
  });
});
