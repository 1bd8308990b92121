import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';
import { openList } from '../harness/layout.ts';

const PHONE = { width: 390, height: 844 };

/** The five main lists, each with the column a phone must show beside the row's key. */
const LISTS = [
  { pathname: '/products', total: 'Unit price' },
  { pathname: '/orders', total: 'Subtotal (excl. VAT)' },
  { pathname: '/consultants', total: 'Status' },
  { pathname: '/consultant-orders', total: 'Total (incl. VAT)' },
  { pathname: '/invoices', total: 'Total (incl. VAT)' },
] as const;

/**
 * Where an element is and whether the user sees it: wholly inside the window's width, and, once
 * scrolled to vertically (never sideways), the topmost thing at its centre (not under a pinned
 * column, not clipped by its scroller).
 */
function seen(locator: Locator) {
  return locator.evaluate((element) => {
    const before = element.getBoundingClientRect();
    const inside = before.left >= 0 && before.right <= window.innerWidth && before.width > 0;
    const lefts = new Map<Element, number>();
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      lefts.set(parent, parent.scrollLeft);
    }
    if (inside) element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const sideways = [...lefts].some(([parent, left]) => parent.scrollLeft !== left);
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      left: Math.round(before.left),
      right: Math.round(before.right),
      inside: inside && !sideways,
      onTop: top !== null && (element === top || element.contains(top)),
      at: top === null ? null : `${top.tagName}.${top.className}`,
    };
  });
}

/**
 * How many lines the first text in an element takes, or the first text matching `pattern` (1:
 * the code in it is not broken).
 */
function lineCount(locator: Locator, pattern?: RegExp): Promise<number> {
  return locator.evaluate((element, source) => {
    const match = source === undefined ? undefined : new RegExp(source);
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, (node) => {
      const text = node.textContent?.trim() ?? '';
      return text && (!match || match.test(text))
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_SKIP;
    });
    const text = walker.nextNode();
    if (!text) return 0;
    const range = document.createRange();
    range.selectNodeContents(text);
    const tops = new Set(
      [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
    );
    return tops.size;
  }, pattern?.source);
}

/** How far the page scrolls sideways. */
function pageOverflow(app: AppPage): Promise<number> {
  return app.page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
}

/** The cell of `row` under the column headed `header` (by position in the header row). */
async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column "${header}" in ${JSON.stringify(headers)}`);
  return row.locator(':scope > td').nth(index);
}

/**
 * The first row of the table named `label`: its key cell in view and on one line, and the cell
 * under `total` in view, also with the table scrolled to its far end. What falls short, in words.
 */
async function keyAndTotal(
  app: AppPage,
  label: string,
  rowTestId: string,
  total: string,
): Promise<string[]> {
  const failures: string[] = [];
  const table = app.page.getByRole('table', { name: label });
  const row = table.getByTestId(rowTestId).first();
  const key = row.locator('td[data-key-cell]');
  const keyView = await seen(key);
  if (!keyView.inside || !keyView.onTop)
    failures.push(`${label}: key cell not in view ${JSON.stringify(keyView)}`);
  const keyLines = await lineCount(key);
  if (keyLines !== 1) failures.push(`${label}: the key takes ${keyLines} lines`);
  const totalView = await seen(await cellUnder(table, row, total));
  if (!totalView.inside || !totalView.onTop)
    failures.push(`${label}: "${total}" not in view ${JSON.stringify(totalView)}`);
  await table.evaluate((element) => {
    const scroller = element.parentElement;
    if (scroller) scroller.scrollLeft = scroller.scrollWidth;
  });
  const scrolledKey = await seen(key);
  if (!scrolledKey.inside || !scrolledKey.onTop)
    failures.push(`${label}: key cell lost when scrolled ${JSON.stringify(scrolledKey)}`);
  await table.evaluate((element) => {
    if (element.parentElement) element.parentElement.scrollLeft = 0;
  });
  return failures;
}

describe('phone lists (390×844)', () => {
  const browser = useBrowser();

  it('shows each main list whole: key and total of a row in view, codes on one line', async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize(PHONE);
    await app.login(DEMO.admin);
    await app.closeToasts();
    const failures: string[] = [];
    for (const { pathname, total } of LISTS) {
      await openList(app, pathname);
      const table = app.page.locator('main table').first();
      const row = table.locator('tbody tr[data-row-id]').first();
      await row.waitFor();

      const overflow = await pageOverflow(app);
      if (overflow > 0) failures.push(`${pathname}: the page scrolls ${overflow}px sideways`);

      const key = row.locator('td[data-key-cell]');
      const keyView = await seen(key);
      if (!keyView.inside || !keyView.onTop)
        failures.push(`${pathname}: key cell not in view ${JSON.stringify(keyView)}`);
      const keyLines = await lineCount(key);
      if (keyLines !== 1) failures.push(`${pathname}: the key takes ${keyLines} lines`);

      const totalView = await seen(await cellUnder(table, row, total));
      if (!totalView.inside || !totalView.onTop)
        failures.push(`${pathname}: "${total}" not in view ${JSON.stringify(totalView)}`);

      // The key stays in view (and on top) when the table is scrolled to its far end.
      await table.evaluate((element) => {
        const scroller = element.parentElement;
        if (scroller) scroller.scrollLeft = scroller.scrollWidth;
      });
      const scrolledKey = await seen(key);
      if (!scrolledKey.inside || !scrolledKey.onTop)
        failures.push(`${pathname}: key cell lost when scrolled ${JSON.stringify(scrolledKey)}`);
      await table.evaluate((element) => {
        if (element.parentElement) element.parentElement.scrollLeft = 0;
      });
      await app.checkPage(`phone-list${pathname.replaceAll('/', '-')}`);
    }
    expect(failures).toEqual([]);
  });

  it("opens a stock order's drawer with its line prices in view and codes whole", async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize(PHONE);
    await app.login(DEMO.admin);
    await app.closeToasts();
    await openList(app, '/orders');
    // The first order with lines (a new draft has none).
    const list = app.page.locator('main table').first();
    for (const row of await list.getByTestId('order-row').all()) {
      if ((await (await cellUnder(list, row, 'Lines')).textContent())?.trim() === '0') continue;
      // By keyboard: the row is focusable over its pinned cells, and Enter opens it.
      await row.focus();
      await app.page.keyboard.press('Enter');
      break;
    }
    const drawer = app.page.getByTestId('order-detail');
    const line = drawer.getByTestId('order-line').first();
    await line.waitFor();
    await app.settle();

    const box = await app.page.locator('.mantine-Drawer-content').boundingBox();
    expect(box && Math.round(box.x + box.width)).toBeLessThanOrEqual(PHONE.width);

    const table = drawer.getByRole('table', { name: 'Order lines' });
    const price = await seen(await cellUnder(table, line, 'Line total (excl. VAT)'));
    expect(price).toMatchObject({ inside: true, onTop: true });
    const code = await seen(await cellUnder(table, line, 'Code'));
    expect(code).toMatchObject({ inside: true, onTop: true });
    expect(await lineCount(await cellUnder(table, line, 'Code'))).toBe(1);
    await app.checkPage('phone-order-drawer');
  });

  it("opens a distributor order's drawer with its line totals in view and codes whole", async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize(PHONE);
    await app.login(DEMO.admin);
    await app.closeToasts();
    await openList(app, '/distributor-orders');
    const list = app.page.locator('main table').first();
    const first = list.getByTestId('distributor-order-row').first();
    expect(await seen(await cellUnder(list, first, 'Subtotal (excl. VAT)'))).toMatchObject({
      inside: true,
      onTop: true,
    });
    await first.focus();
    await app.page.keyboard.press('Enter');
    const detail = app.page.getByTestId('distributor-order-detail');
    const line = detail.getByTestId('distributor-order-line').first();
    await line.waitFor();
    await app.settle();
    expect(await lineCount(detail.getByRole('heading', { level: 2 }))).toBe(1);
    const table = detail.getByRole('table');
    expect(await seen(await cellUnder(table, line, 'Line total'))).toMatchObject({
      inside: true,
      onTop: true,
    });
    const product = await cellUnder(table, line, 'Product');
    expect(await seen(product)).toMatchObject({ inside: true, onTop: true });
    expect(await lineCount(product)).toBe(1);
    await app.checkPage('phone-distributor-order-drawer');
  });

  it("shows a combined order's lines and orders with their key and total in view", async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize(PHONE);
    await app.login(DEMO.admin);
    await app.closeToasts();
    await openList(app, '/combined-orders');
    await app.page.getByTestId('combined-order-row').first().getByRole('link').first().click();
    await app.page.getByTestId('combined-line').first().waitFor();
    await app.settle();
    expect(await lineCount(app.heading(/CMB-\d/), /CMB-\d/)).toBe(1);
    const failures = [
      ...(await keyAndTotal(app, 'Combined lines', 'combined-line', 'Line total')),
      ...(await keyAndTotal(
        app,
        'Consultant orders in this combined order',
        'combined-consultant-order',
        'Total (incl. VAT)',
      )),
    ];
    expect(failures).toEqual([]);
    expect(await pageOverflow(app)).toBeLessThanOrEqual(0);
    await app.checkPage('phone-combined-order');
  });

  it("opens a weekly combination's drawer with its orders' key and subtotal in view", async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize(PHONE);
    await app.login(DEMO.admin);
    await app.closeToasts();
    await openList(app, '/weekly-combinations');
    // The first combination whose week still gathers orders (the demo keeps one such week).
    const detail = app.page.getByTestId('weekly-detail');
    const order = app.page.getByTestId('weekly-preview-order').first();
    for (const row of await app.page.getByTestId('weekly-row').all()) {
      await row.getByRole('button').first().click();
      await detail.waitFor();
      const shown = await Promise.race([
        order.waitFor().then(() => true),
        app.page
          .getByText('No orders to gather this week')
          .waitFor()
          .then(() => false),
      ]);
      if (shown) break;
      await app.page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });
    }
    await order.waitFor();
    await app.settle();
    const box = await app.page.locator('.mantine-Drawer-content').boundingBox();
    expect(box && Math.round(box.x + box.width)).toBeLessThanOrEqual(PHONE.width);
    const failures = await keyAndTotal(
      app,
      'Orders in this week',
      'weekly-preview-order',
      'Subtotal (excl. VAT)',
    );
    expect(failures).toEqual([]);
    await app.checkPage('phone-weekly-drawer');
  });

  /** Detail pages with a line table: opened from their list's first row. */
  const DETAILS = [
    {
      list: '/consultant-orders',
      row: 'consultant-order-row',
      number: /CO-\d/,
      lines: 'Order lines',
      line: 'order-item-row',
      code: 'Code',
      footer: true,
    },
    {
      list: '/invoices',
      row: 'invoice-row',
      number: /INV-\d/,
      lines: 'Invoice lines',
      line: 'invoice-line',
      code: 'Product code',
      footer: false,
    },
  ] as const;

  for (const detail of DETAILS) {
    it(`shows a page of ${detail.list} with its number whole and its line totals in view`, async () => {
      const app = await browser.fresh();
      await app.page.setViewportSize(PHONE);
      await app.login(DEMO.admin);
      await app.closeToasts();
      await openList(app, detail.list);
      await app.page.getByTestId(detail.row).first().getByRole('link').first().click();
      const line = app.page.getByTestId(detail.line).first();
      await line.waitFor();
      await app.settle();
      expect(await lineCount(app.heading(detail.number), detail.number)).toBe(1);
      const table = app.page.getByRole('table', { name: detail.lines });
      expect(await seen(await cellUnder(table, line, 'Line total'))).toMatchObject({
        inside: true,
        onTop: true,
      });
      const code = await cellUnder(table, line, detail.code);
      expect(await seen(code)).toMatchObject({ inside: true, onTop: true });
      expect(await lineCount(code)).toBe(1);
      if (detail.footer) {
        // Each footer label stays beside its amount, both in view (they scrolled away before).
        const rows = await table.locator('tfoot tr').all();
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(await seen(row.locator(':scope > th').first())).toMatchObject({
            inside: true,
            onTop: true,
          });
          expect(await seen(row.locator(':scope > td[data-pin="end"]'))).toMatchObject({
            inside: true,
            onTop: true,
          });
        }
      }
      expect(await pageOverflow(app)).toBeLessThanOrEqual(0);
      await app.checkPage(`phone-detail${detail.list.replaceAll('/', '-')}`);
    });
  }
});
