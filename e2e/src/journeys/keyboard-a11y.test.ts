import { describe, expect, it } from 'vitest';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

// Issue 39 (keyboard and screen-reader details) and issue 35 item 3 (the palette), by keyboard
// alone once signed in: the phone drawer, the palette, the popovers and a confirmation, and a
// list's rows, with axe on each open state in every theme (decision 048).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };
const THEMES = [
  ['Corporate Blue', 'corporate-blue'],
  ['Emerald Finance', 'emerald-finance'],
  ['Dark Executive', 'dark-executive'],
  ['Warm Neutral', 'warm-neutral'],
] as const;

/** Picks a theme from the header's theme menu. */
async function pickTheme(app: AppPage, theme: string): Promise<void> {
  await app.page.getByRole('button', { name: /^Theme:/ }).click();
  await app.page.getByRole('menuitem', { name: theme }).click();
  await app.page.getByRole('button', { name: `Theme: ${theme}` }).waitFor();
  await app.page.keyboard.press('Escape');
}

/** What has focus: a short description for messages. */
function focused(app: AppPage): Promise<string> {
  return app.page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
  });
}

/** Whether the focused element lies inside `selector`. */
function focusInside(app: AppPage, selector: string): Promise<boolean> {
  return app.page.evaluate((s) => document.activeElement?.closest(s) != null, selector);
}

interface Ring {
  readonly what: string;
  readonly width: number;
  readonly style: string;
  readonly contrast: number;
}

/**
 * The focused element's focus indicator as drawn: its outline's width and style, and the contrast
 * of its colour against what it is drawn over (the element's own ground for an outline inside
 * it, else its parent's), layers with alpha composed down to an opaque one.
 */
function focusRing(app: AppPage): Promise<Ring> {
  return app.page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const parse = (value: string): [number, number, number, number] => {
      const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
      if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] ?? 1)];
      const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/.exec(value);
      if (srgb) {
        return [
          Number(srgb[1]) * 255,
          Number(srgb[2]) * 255,
          Number(srgb[3]) * 255,
          Number(srgb[4] ?? 1),
        ];
      }
      return [0, 0, 0, 0];
    };
    const style = getComputedStyle(el);
    const inside = Number.parseFloat(style.outlineOffset) < 0;
    const layers: [number, number, number, number][] = [];
    for (
      let node: Element | null = inside ? el : el.parentElement;
      node;
      node = node.parentElement
    ) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    let ground: [number, number, number] = [255, 255, 255];
    const last = layers.at(-1);
    if (last && last[3] >= 1) ground = [last[0], last[1], last[2]];
    for (const [r, g, b, a] of layers.slice(0, -1).reverse()) {
      ground = [
        r * a + ground[0] * (1 - a),
        g * a + ground[1] * (1 - a),
        b * a + ground[2] * (1 - a),
      ];
    }
    const [r, g, b, a] = parse(style.outlineColor);
    const ring = [
      r * a + ground[0] * (1 - a),
      g * a + ground[1] * (1 - a),
      b * a + ground[2] * (1 - a),
    ];
    const lum = (c: number[]) =>
      c
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
    const [hi, lo] = [lum(ring), lum(ground)].sort((x, y) => y - x) as [number, number];
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
    return {
      what: `${el.tagName.toLowerCase()} "${name}"`,
      width: Number.parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      contrast: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100,
    };
  });
}

/** The rings of the next `count` Tab stops that fall short of 2 px and 3:1. */
async function weakRings(app: AppPage, count: number): Promise<string[]> {
  const weak: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await app.page.keyboard.press('Tab');
    const ring = await focusRing(app);
    if (ring.style === 'none' || ring.width < 2 || ring.contrast < 3) {
      weak.push(`${ring.what}: ${ring.style} ${ring.width}px ${ring.contrast}:1`);
    }
  }
  return weak;
}

describe('keyboard and screen reader (issue 39)', () => {
  const browser = useBrowser();

  it('desktop: a list row two keystrokes from the top, roving through rows, every focus seen, in every theme', async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize(DESKTOP);
    await app.login(DEMO.admin);
    await app.closeToasts();
    const failures: string[] = [];
    for (const [theme, slug] of THEMES) {
      await pickTheme(app, theme);
      // Every stop from the top of the page through the header, the sidebar and the filters to
      // the list, the text fields included, shows a ring of 2 px at 3:1.
      await app.goto('/orders');
      await app.page.locator('main tr[data-row-id]').first().waitFor();
      failures.push(...(await weakRings(app, 45)).map((weak) => `[${slug}] ${weak}`));

      await app.goto('/orders');
      await app.page.locator('main tr[data-row-id]').first().waitFor();
      await app.page.keyboard.press('Tab');
      expect(await focused(app)).toContain('Skip to main content');
      await app.page.keyboard.press('Tab');
      expect(await focused(app)).toContain('Skip to list');
      await app.page.keyboard.press('Enter');
      const first = app.page.locator('main tr[data-row-id]').first();
      expect(await first.evaluate((row) => row === document.activeElement)).toBe(true);
      await app.page.keyboard.press('ArrowDown');
      const second = app.page.locator('main tr[data-row-id]').nth(1);
      expect(await second.evaluate((row) => row === document.activeElement)).toBe(true);
      const row = await focusRing(app);
      expect([slug, row.width, row.contrast >= 3]).toEqual([slug, 2, true]);
      failures.push(...(await app.checkA11y(`keyboard-list-row-${slug}`)));
      // Enter follows the row's link (the order opens in its drawer).
      await app.page.keyboard.press('Enter');
      await app.waitForPath(/[?&]order=\d+/);
      await app.page.getByRole('dialog').first().waitFor();
      await app.page.keyboard.press('Escape');
      await app.page.getByRole('dialog').first().waitFor({ state: 'detached' });
    }
    expect(failures).toEqual([]);
  });

  it('desktop: Ctrl+K as soon as the shell is drawn keeps every key; Enter opens the top result', async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize(DESKTOP);
    await app.login(DEMO.supervisor);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // A full load, and the keys the moment the header is in the page.
      await app.page.goto(`${app.webUrl}/dashboard`);
      await app.page.locator('[data-palette-trigger]').first().waitFor({ state: 'attached' });
      await app.page.keyboard.press('Control+k');
      await app.page.keyboard.type('CN-000104');
      const search = app.page.getByTestId('command-palette-search');
      await expect.poll(() => search.inputValue()).toBe('CN-000104');
      if (attempt === 3) {
        await app.page.keyboard.press('Enter');
        await app.waitForPath(/^\/consultants\/\d+$/);
      } else {
        await app.page.keyboard.press('Escape');
        await search.waitFor({ state: 'detached' });
      }
    }
    await app.page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('desktop: the palette, the user menu, the notification centre and a delete confirmation are named, take focus and give it back, in every theme', async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize(DESKTOP);
    await app.login(DEMO.admin);
    await app.closeToasts();
    const failures: string[] = [];
    for (const [theme, slug] of THEMES) {
      await pickTheme(app, theme);
      await app.goto('/templates');
      await app.page.getByTestId('template-row').first().waitFor();

      // The palette: typed before it shows, "Searching…" then results, never an earlier query's.
      await app.page.keyboard.press('Control+k');
      await app.page.keyboard.type('nomvula');
      const palette = app.page.getByRole('dialog', { name: 'Command palette' });
      await palette.locator('[data-palette-hit="consultant"]').first().waitFor();
      expect(await focusInside(app, '[role="dialog"]')).toBe(true);
      failures.push(...(await app.checkA11y(`keyboard-palette-${slug}`)));
      await app.page.keyboard.press('Escape');
      await palette.waitFor({ state: 'detached' });

      // The user menu.
      const card = app.page.getByTestId('user-card');
      await card.focus();
      await app.page.keyboard.press('Enter');
      const menu = app.page.getByRole('dialog', { name: 'Naledi Mokoena' });
      await menu.waitFor();
      await expect.poll(() => focusInside(app, '[role="dialog"]')).toBe(true);
      failures.push(...(await app.checkA11y(`keyboard-user-menu-${slug}`)));
      await app.page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      expect(await card.evaluate((el) => el === document.activeElement)).toBe(true);

      // The notification centre.
      const bell = app.page.getByTestId('notification-bell');
      await bell.focus();
      await app.page.keyboard.press('Enter');
      const centre = app.page.getByRole('dialog', { name: 'Notifications' });
      await centre.waitFor();
      await expect.poll(() => focusInside(app, '[role="dialog"]')).toBe(true);
      failures.push(...(await app.checkA11y(`keyboard-notifications-${slug}`)));
      await app.page.keyboard.press('Escape');
      await centre.waitFor({ state: 'detached' });
      expect(await bell.evaluate((el) => el === document.activeElement)).toBe(true);

      // Deleting a template asks first, with the safe choice focused.
      const remove = app.page.getByRole('button', { name: /^Delete / }).first();
      await remove.focus();
      await app.page.keyboard.press('Enter');
      const confirm = app.page.getByRole('dialog', { name: 'Delete template' });
      await confirm.waitFor();
      await expect.poll(() => focused(app)).toContain('Cancel');
      failures.push(...(await app.checkA11y(`keyboard-delete-template-${slug}`)));
      await app.page.keyboard.press('Enter');
      await confirm.waitFor({ state: 'detached' });
      await app.page.getByTestId('template-row').first().waitFor();
    }
    expect(failures).toEqual([]);
  });

  it('phone: the drawer is modal and the header opens the palette, by keyboard alone, in every theme', async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize(PHONE);
    await app.login(DEMO.admin);
    await app.closeToasts();
    const failures: string[] = [];
    for (const [theme, slug] of THEMES) {
      await app.goto('/dashboard');
      await app.heading('Dashboard').waitFor();
      const toggle = app.page.getByTestId('navigation-toggle');
      await app.page.keyboard.press('Tab');
      expect(await focused(app)).toContain('Skip to main content');
      await app.page.keyboard.press('Tab');
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');

      await app.page.keyboard.press('Enter');
      const drawer = app.page.getByRole('dialog', { name: 'Navigation' });
      await drawer.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => focusInside(app, '#navigation-drawer')).toBe(true);
      expect(await focused(app)).toContain('Close navigation');
      // On a phone the theme menu is in the drawer (the header has no room for it): Escape in
      // the menu closes the menu alone.
      const themeButton = drawer.getByRole('button', { name: /^Theme:/ });
      await app.page.keyboard.press('Shift+Tab');
      expect(await themeButton.evaluate((el) => el === document.activeElement)).toBe(true);
      await app.page.keyboard.press('Enter');
      await app.page.getByRole('menu').waitFor();
      await expect.poll(() => focusInside(app, '[role="menu"]')).toBe(true);
      await app.page.keyboard.press('Escape');
      await app.page.getByRole('menu').waitFor({ state: 'detached' });
      expect(await drawer.isVisible()).toBe(true);
      await themeButton.click();
      await app.page.getByRole('menuitem', { name: theme }).click();
      await drawer.getByRole('button', { name: `Theme: ${theme}` }).waitFor();
      // Tab and Shift+Tab never leave it for the page hidden behind (WCAG 2.4.11).
      const escaped: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        await app.page.keyboard.press(i < 30 ? 'Tab' : 'Shift+Tab');
        if (!(await focusInside(app, '#navigation-drawer'))) escaped.push(await focused(app));
      }
      expect(escaped).toEqual([]);
      failures.push(...(await app.checkA11y(`keyboard-phone-drawer-${slug}`)));
      await app.page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

      // The phone header's search icon opens the palette.
      const search = app.page.getByTestId('command-palette-trigger-phone');
      await search.focus();
      await app.page.keyboard.press('Enter');
      await app.page.keyboard.type('consult');
      const palette = app.page.getByRole('dialog', { name: 'Command palette' });
      await palette.locator('[data-palette-page="/consultants"]').waitFor();
      failures.push(...(await app.checkA11y(`keyboard-phone-palette-${slug}`)));
      await app.page.keyboard.press('Enter');
      await app.waitForPath('/consultants');
      await app.heading('Consultants').waitFor();
    }
    expect(failures).toEqual([]);
  });
});
