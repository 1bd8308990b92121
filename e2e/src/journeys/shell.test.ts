import { userWithRoles, visibleNavigation } from '@back-office/permissions';
import { describe, expect, it } from 'vitest';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

const ACCOUNTS = [
  [DEMO.admin, ['admin'], false],
  [DEMO.supervisor, ['supervisor'], false],
  [DEMO.warehouse, ['warehouse_staff'], false],
  [DEMO.readonly, ['readonly'], false],
  [DEMO.distributorAdmin, ['distributor_admin'], false],
  [DEMO.distributorEditor, ['distributor_editor'], false],
  [DEMO.distributorReadonly, ['distributor_readonly'], false],
  [DEMO.root, [], true],
] as const;

async function sidebarLinks(app: AppPage): Promise<string[]> {
  const nav = app.page.getByRole('navigation', { name: 'Main navigation' });
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

describe('shell', () => {
  const browser = useBrowser();

  it('shows each demo account the sidebar its roles allow', async () => {
    for (const [email, roles, superuser] of ACCOUNTS) {
      const app = await browser.fresh();
      await app.login(email);
      const expected = visibleNavigation(userWithRoles(roles, { is_superuser: superuser })).flatMap(
        (group) => group.items.map((item) => item.label),
      );
      expect([email, await sidebarLinks(app)]).toEqual([email, expected]);
    }
  });

  it('keeps the collapsed sidebar and the theme across a reload', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.admin);
    await app.closeToasts();
    await app.page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await app.page.getByRole('button', { name: /^Theme:/ }).click();
    await app.page.getByRole('menuitem', { name: 'Emerald Finance' }).click();
    await app.page.reload();
    await app.heading('Dashboard').waitFor();
    await app.page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await app.page.getByRole('button', { name: 'Theme: Emerald Finance' }).waitFor();
    const failures = await app.checkA11y('dashboard-collapsed-emerald');
    expect(failures).toEqual([]);
  });

  it('passes axe in every theme', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.supervisor);
    const failures: string[] = [];
    for (const [theme, slug] of [
      ['Corporate Blue', 'corporate-blue'],
      ['Emerald Finance', 'emerald-finance'],
      ['Dark Executive', 'dark-executive'],
      ['Warm Neutral', 'warm-neutral'],
    ] as const) {
      await app.page.getByRole('button', { name: /^Theme:/ }).click();
      await app.page.getByRole('menuitem', { name: theme }).click();
      await app.page.getByRole('button', { name: `Theme: ${theme}` }).waitFor();
      await app.page.getByRole('button', { name: /^Theme:/ }).click();
      await app.page.getByRole('menu').waitFor();
      failures.push(...(await app.checkA11y(`theme-${slug}`)));
      await app.page.keyboard.press('Escape');
    }
    expect(failures).toEqual([]);
  });

  it('keeps open menus, tooltips and popovers inside a landmark', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.admin);
    await app.closeToasts();
    const outside: string[] = [];
    // The collapsed sidebar names its items in tooltips.
    await app.page.getByRole('button', { name: 'Collapse sidebar' }).click();
    const nav = app.page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Dashboard' }).hover();
    await app.page.getByRole('tooltip', { name: 'Dashboard' }).waitFor();
    outside.push(...(await app.outsideLandmarks()));
    await app.page.mouse.move(600, 400);
    await app.page.getByRole('button', { name: /^Theme:/ }).click();
    await app.page.getByRole('menu').waitFor();
    outside.push(...(await app.outsideLandmarks()));
    await app.page.keyboard.press('Escape');
    await app.page.getByTestId('user-card').click();
    await app.page.getByRole('dialog').waitFor();
    outside.push(...(await app.outsideLandmarks()));
    await app.page.keyboard.press('Escape');
    await app.page.getByRole('combobox', { name: 'Accounting period' }).click();
    await app.page.getByRole('option').first().waitFor();
    outside.push(...(await app.outsideLandmarks()));
    expect(outside).toEqual([]);
  });

  it('switches period with a toast; archived periods are never offered', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.readonly);
    await app.closeToasts();
    const selector = app.page.getByTestId('period-selector');
    await expect.poll(() => selector.inputValue()).toMatch(/\(active\)$/);
    await selector.click();
    const options = app.page.getByRole('option');
    await options.first().waitFor();
    const labels = await options.allTextContents();
    expect(labels[0]).toMatch(/\(active\)$/);
    const target = labels[1];
    if (!target) throw new Error(`only one selectable period: ${labels.join(', ')}`);
    await app.checkPage('period-selector-open');
    await app.page.getByRole('option', { name: target }).click();
    // Each option says its status ("(closed)"); the toast names the period.
    const name = target.replace(/ \((?:draft|active|closed)\)$/, '');
    await app.toast(`Switched to period: ${name}`).waitFor();
    expect(await selector.inputValue()).toBe(target);
    await app.checkPage('period-switched');
  });

  it('logs out only after confirmation', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.warehouse);
    await app.closeToasts();
    await app.page.getByTestId('user-card').click();
    await app.page
      .getByText('+', { exact: false })
      .filter({ hasText: /^\+\d+ more$/ })
      .waitFor();
    await app.checkPage('user-card');
    await app.page.getByRole('button', { name: 'Log out' }).click();
    const dialog = app.page.getByRole('dialog', { name: 'Log out' });
    await dialog.waitFor();
    await app.checkPage('logout-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(app.path()).toBe('/dashboard');

    await app.page.getByTestId('user-card').click();
    await app.page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await app.heading('Sign in').waitFor();
    await app.toast('Logged out successfully').waitFor();
    expect(app.path()).toBe('/login');
    await app.goto('/dashboard');
    await app.heading('Sign in').waitFor();
  });

  it('finds a consultant by name in the Ctrl+K palette and opens it', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.supervisor);
    await app.page.keyboard.press('Control+k');
    const search = app.page.getByTestId('command-palette-search');
    await search.fill('nomvula');
    const hit = app.page.locator('[data-palette-hit="consultant"]', { hasText: 'Nomvula Dlamini' });
    await hit.waitFor();
    await search.press('ArrowDown');
    await hit.click();
    await app.waitForPath(/^\/consultants\/\d+$/);
    await app.heading('Nomvula Dlamini').waitFor();
  });

  it('saves the filters of a list as a view and reopens it from the sidebar', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.readonly);
    await app.goto('/consultants?status=inactive&province=Gauteng');
    await app.heading('Consultants').waitFor();
    await app.page.getByTestId('save-view').click();
    const dialog = app.page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByLabel('Name').fill('Inactive in Gauteng');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await app.toast('Saved view "Inactive in Gauteng"').waitFor();
    await app.goto('/dashboard');
    await app.heading('Dashboard').waitFor();
    // Under its list's item in the sidebar (decision 055).
    const nav = app.page.getByRole('group', { name: 'Saved views of Consultants' });
    await nav.getByRole('link', { name: 'Inactive in Gauteng' }).click();
    await app.waitForPath(/^\/consultants\?/);
    const url = new URL(app.page.url());
    expect(url.searchParams.get('status')).toBe('inactive');
    expect(url.searchParams.get('province')).toBe('Gauteng');
  });

  it("returns through Back to a list's scroll position (restored once its body is drawn)", async () => {
    const app = await browser.fresh();
    await app.login(DEMO.admin);
    await app.page.setViewportSize({ width: 1366, height: 600 });
    await app.goto('/products?page_size=100');
    await app.page.getByTestId('product-row').nth(20).waitFor();
    await app.page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => app.page.evaluate(() => window.scrollY)).toBe(900);
    const nav = app.page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Consultants', exact: true }).click();
    await app.heading('Consultants').waitFor();
    await expect.poll(() => app.page.evaluate(() => window.scrollY)).toBe(0);
    await app.page.goBack();
    await app.heading('Products').waitFor();
    await expect.poll(() => app.page.evaluate(() => window.scrollY)).toBe(900);
  });
});
