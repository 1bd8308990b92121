import { describe, expect, it } from 'vitest';
import { DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';
import { LIST_PAGES, openList, pageOverflow } from '../harness/layout.ts';

const PHONE = { width: 390, height: 844 };
/** Lists the demo data fills, where the first rows must show without scrolling. */
const WITH_ROWS = new Set<string>(['/consultants', '/consultant-orders', '/products']);

/** A box as plain numbers (Playwright's `boundingBox`). */
type Box = { x: number; y: number; width: number; height: number };

function box(value: Box | null): Box {
  if (!value) throw new Error('element not rendered');
  return value;
}

describe('phone (390×844)', () => {
  const browser = useBrowser();

  it('keeps the shell usable: footer beside the content, the period selector whole', async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize(PHONE);
    await app.login(DEMO.admin);
    await app.closeToasts();
    // The dashboard's body is drawn right after its header (AfterFirstPaint): measure the page whole.
    await app.page.getByRole('group', { name: 'Shortcuts' }).waitFor();

    // The footer is not fixed on a phone: it follows the content (a fixed one took ~60 px of
    // every screen), its content fits in it, and the main content ends above it.
    const footer = app.page.locator('footer');
    expect(await footer.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    const overflow = await footer.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(overflow).toBeLessThanOrEqual(0);
    await app.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerTop = box(await footer.boundingBox()).y;
    const lastContent = await app.page.evaluate(() => {
      const main = document.querySelector('main');
      const last = main?.lastElementChild;
      return last ? last.getBoundingClientRect().bottom : 0;
    });
    expect(lastContent).toBeLessThanOrEqual(footerTop + 0.5);

    // The period selector lies inside the window and its value is not cut.
    const selector = app.page.getByRole('combobox', { name: 'Accounting period' });
    const selectorBox = box(await selector.boundingBox());
    expect(selectorBox.x).toBeGreaterThanOrEqual(0);
    expect(selectorBox.x + selectorBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(await selector.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // And it works: its options open inside the window.
    await selector.click();
    const option = app.page.getByRole('option').first();
    const optionBox = box(await option.boundingBox());
    expect(optionBox.x + optionBox.width).toBeLessThanOrEqual(PHONE.width);
    await app.page.keyboard.press('Escape');
    await app.checkPage('phone-dashboard');
  });

  it('shows list pages without sideways scrolling, first rows in the first screen', async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize(PHONE);
    await app.login(DEMO.admin);
    await app.closeToasts();
    const overflowing: string[] = [];
    for (const pathname of LIST_PAGES) {
      await openList(app, pathname);
      const overflow = await pageOverflow(app);
      if (overflow > 0) overflowing.push(`${pathname}: ${overflow}px`);
      if (!WITH_ROWS.has(pathname)) continue;
      const firstRow = box(await app.page.locator('main [data-row-id]').first().boundingBox());
      expect([pathname, firstRow.y + firstRow.height <= PHONE.height]).toEqual([pathname, true]);
      // The row's key (its number or code) stays on one line.
      const keyCell = app.page.locator('main [data-row-id] td[data-key-cell]').first();
      expect([pathname, await keyCell.evaluate((el) => getComputedStyle(el).whiteSpace)]).toEqual([
        pathname,
        'nowrap',
      ]);
      // The filters are folded behind their button, and open from it.
      const toggle = app.page.getByRole('button', { name: /^Filters \(\d+\)$/ });
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();
    }
    expect(overflowing).toEqual([]);
    await app.checkPage('phone-list');
  });

  it('opens the busiest pages without moving what they show (layout shift ≤ 0.02)', async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize(PHONE);
    await app.login(DEMO.admin);
    await app.closeToasts();
    // Every layout shift of each load, from its start (a string: the page runs it as is).
    await app.page.addInitScript(`
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    `);
    const shifts: Record<string, number> = {};
    for (const pathname of ['/dashboard', '/orders', '/products', '/consultants']) {
      await openList(app, pathname);
      shifts[pathname] = Number(await app.page.evaluate('window.__shift'));
    }
    const moved = Object.entries(shifts).filter(([, value]) => value > 0.02);
    expect(moved, JSON.stringify(shifts)).toEqual([]);
  });
});
