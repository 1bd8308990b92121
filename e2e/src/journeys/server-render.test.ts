import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../harness/app-page.ts';
import { type Browser, launchBrowser } from '../harness/browser.ts';
import { type OneOriginStack, startOneOrigin } from '../harness/one-origin.ts';

declare global {
  interface Window {
    /** The page's `h1` as the HTML brought it, before any of the app's code ran. */
    __htmlHeading?: Element | null;
  }
}

/** Keeps the HTML's own heading node, to tell a hydrated page from one drawn afresh. */
const keepHtmlHeading = () => {
  document.addEventListener('DOMContentLoaded', () => {
    window.__htmlHeading = document.querySelector('h1');
  });
};

/** The first pages staff open, and what shows once the app runs there (the body). */
const PAGES = [
  { path: '/dashboard', heading: 'Dashboard', body: 'dashboard-orders' },
  { path: '/products', heading: 'Products', body: 'Products' },
  { path: '/consultants', heading: 'Consultants', body: 'Consultants' },
  { path: '/orders', heading: 'Orders', body: 'Orders' },
] as const;

/**
 * What the shell asks for once it runs, whatever the page: its event stream. The bell's
 * notifications and the saved views come with the page (the `_app` loader).
 */
const SHELL_CALLS = /\/api\/events$/;

/** Console errors and uncaught errors of a page (React reports a hydration mismatch there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** What became of the HTML's heading: whether it came from the server, and is still shown. */
const htmlHeading = (page: Page) =>
  page.evaluate(() => {
    const heading = window.__htmlHeading;
    return {
      text: heading?.textContent ?? null,
      kept: heading !== undefined && heading !== null && heading === document.querySelector('h1'),
    };
  });

describe('signed-in pages rendered on the server (one origin, decision 034)', () => {
  let stack: OneOriginStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startOneOrigin(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function signedIn(email: string): Promise<{ page: Page; webUrl: string }> {
    if (!stack || !browser) throw new Error('stack not started');
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await page.goto(`${stack.webUrl}/login`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.addInitScript(keepHtmlHeading);
    return { page, webUrl: stack.webUrl };
  }

  it('arrive drawn, and the app adopts their nodes without a console error', async () => {
    const { page, webUrl } = await signedIn(DEMO.admin);
    const errors = collectErrors(page);
    for (const { path, heading, body } of PAGES) {
      const asked: string[] = [];
      const onRequest = (request: { url: () => string }) => asked.push(request.url());
      page.on('request', onRequest);
      await page.goto(`${webUrl}${path}`);
      // The body is drawn by the app once it runs (after the page's first paint).
      await (path === '/dashboard'
        ? page.getByTestId(body)
        : page.getByRole('table', { name: body })
      ).waitFor();
      expect(await htmlHeading(page), path).toEqual({ text: heading, kept: true });
      page.off('request', onRequest);
      // The page's queries came with it (decision 072): the browser asks the API for none of
      // them again, only for the shell's event stream.
      const calls = asked.filter((url) => !url.includes('/assets/') && !SHELL_CALLS.test(url));
      expect(calls, path).toEqual([`${webUrl}${path}`]);
    }
    // The hydrated page is the app: a sidebar link navigates without a new document.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Products', exact: true })
      .click();
    await page.getByRole('table', { name: 'Products' }).waitFor();
    expect(await page.evaluate(() => window.__htmlHeading?.textContent)).toBe('Orders');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("draws every signed-in page its loaders can load: a record's page and the admin lists", async () => {
    const { page, webUrl } = await signedIn(DEMO.admin);
    const errors = collectErrors(page);
    const consultant = await page.evaluate(async () => {
      const response = await fetch('/api/consultants?limit=1');
      const list = (await response.json()) as { consultants: { id: number }[] };
      return list.consultants[0]?.id;
    });
    if (consultant === undefined) throw new Error('the demo has no consultant');
    for (const path of ['/users', '/admin/periods', `/consultants/${consultant}`]) {
      await page.goto(`${webUrl}${path}`);
      await page.waitForLoadState('load');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const heading = await htmlHeading(page);
      expect(heading.text, path).not.toBeNull();
      expect(heading.kept, path).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws a page afresh when the view changed since the server drew it', async () => {
    const { page, webUrl } = await signedIn(DEMO.admin);
    const errors = collectErrors(page);
    await page.goto(`${webUrl}/products`);
    await page.getByRole('table', { name: 'Products' }).waitFor();
    // The cookie says the OS prefers dark; this browser's OS prefers light (theme: System).
    const [cookie] = (await page.context().cookies(webUrl)).filter(
      (c) => c.name === 'back-office-view',
    );
    if (!cookie) throw new Error('no view cookie');
    const view = JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>;
    await page.goto('about:blank');
    await page.context().addCookies([
      {
        ...cookie,
        value: encodeURIComponent(JSON.stringify({ ...view, dark: true })),
      },
    ]);
    await page.goto(`${webUrl}/products`);
    await page.getByRole('table', { name: 'Products' }).waitFor();
    const heading = await htmlHeading(page);
    expect(heading.text).toBe('Products');
    expect(heading.kept).toBe(false);
    expect(
      await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
    ).toBe('light');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows Access Denied to a user without the permission, signed in and unharmed', async () => {
    const { page, webUrl } = await signedIn(DEMO.readonly);
    const errors = collectErrors(page);
    await page.goto(`${webUrl}/users`);
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says so when a drawn page's code fails to load, and Reload recovers it", async () => {
    const { page, webUrl } = await signedIn(DEMO.admin);
    const entry = '**/assets/index-*.js';
    await page.route(entry, (route) => route.abort('connectionreset'));
    await page.goto(`${webUrl}/products`);
    const alert = page.getByRole('alert').filter({ hasText: 'could not finish loading' });
    await alert.waitFor();
    // The page as the server drew it stays readable.
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.unroute(entry);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('table', { name: 'Products' }).waitFor();
    expect(await alert.count()).toBe(0);
    await page.close();
  });

  it("draws a first visit's sign-in page from its colour-scheme hint, and keeps what is typed before its code runs (decisions 077, 078)", async () => {
    if (!stack) throw new Error('stack not started');
    const { webUrl } = stack;
    // A new visitor: a browser profile of its own, with nothing of the other tests' sign-ins.
    const visitor = await launchBrowser();
    try {
      const page = await visitor.context.newPage();
      const errors = collectErrors(page);
      // The app's code is held back while the user types.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const entry = '**/assets/index-*.js';
      await page.route(entry, async (route) => {
        await released;
        await route.continue();
      });
      await page.addInitScript(keepHtmlHeading);
      // A first visit: no cookie at all. Chromium asks again with the hint the page asks for,
      // and the server draws the page in that scheme.
      const first = await page.goto(`${webUrl}/login`, { waitUntil: 'domcontentloaded' });
      expect(await first?.request().headerValue('sec-ch-prefers-color-scheme')).toBe('light');
      expect(await first?.text()).toMatch(/<h1[^>]*>Sign in<\/h1>/);
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
      const form = page.getByRole('form', { name: 'Sign in' });
      const submit = form.getByRole('button', { name: 'Sign in' });
      // Before its code runs the button waits: the browser would send the form itself.
      expect(await submit.isDisabled()).toBe(true);
      await form.getByLabel('Email').fill(DEMO.admin);
      await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
      release();
      await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
      // Adopted, not drawn afresh: the stand-ins for the window and time zone did not matter.
      expect(await htmlHeading(page)).toEqual({ text: 'Sign in', kept: true });
      expect(await form.getByLabel('Email').inputValue()).toBe(DEMO.admin);
      // Its next visits are drawn from the view the app has written (decision 077).
      expect((await visitor.context.cookies()).map((cookie) => cookie.name)).toContain(
        'back-office-view',
      );
      await submit.click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.unroute(entry);
      expect(errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
