import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PrivateApi, routeApi, startPrivateApi } from '../fixtures/periods-private-api.ts';
import { AppPage, DEMO } from '../harness/app-page.ts';
import { type Browser, launchBrowser } from '../harness/browser.ts';

const NEW_PERIOD = `E2E Period ${Date.now() % 100000}`;

async function selectorOptions(app: AppPage): Promise<string[]> {
  await app.page.getByRole('combobox', { name: 'Accounting period' }).click();
  const options = app.page.getByRole('option');
  await options.first().waitFor();
  const labels = (await options.allTextContents()).map((text) => text.trim());
  await app.page.keyboard.press('Escape');
  return labels;
}

function row(app: AppPage, name: string) {
  return app.page.locator(`[data-testid="period-row"][data-name="${name}"]`);
}

async function act(app: AppPage, name: string, action: string, dialogTitle: string) {
  await app.page.getByRole('button', { name: `Actions for ${name}` }).click();
  await app.page.getByRole('menuitem', { name: action }).click();
  const dialog = app.page.getByRole('dialog', { name: dialogTitle });
  await dialog.waitFor();
  return dialog;
}

describe('periods', () => {
  let browser: Browser | undefined;
  let api: PrivateApi | undefined;
  let app: AppPage;

  beforeAll(async () => {
    [api, browser] = await Promise.all([startPrivateApi(inject('webUrl')), launchBrowser()]);
    await routeApi(browser.context, inject('apiUrl'), api.url);
    app = await AppPage.open(browser.context);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('creates, activates and archives periods; the header selector follows', async () => {
    await app.login(DEMO.admin);
    await app.closeToasts();
    await app.goto('/admin/periods');
    await app.heading('Periods').waitFor();
    const active = app.page.locator('[data-testid="period-row"][data-status="active"]');
    await active.waitFor();
    const previous = (await active.getAttribute('data-name')) ?? '';
    expect(await selectorOptions(app)).toContain(`${previous} (active)`);
    await app.checkPage('periods-list');

    // Create a draft.
    await app.page.getByRole('button', { name: 'New period' }).click();
    const dialog = app.page.getByRole('dialog', { name: 'New period' });
    await dialog.getByLabel('Name').fill(NEW_PERIOD);
    await dialog.getByLabel('Description').fill('Created by the browser journey');
    // §9: dates are typed and shown in en-ZA, whatever the browser's locale.
    await dialog.getByLabel('Start date').fill('01 Jan 2031');
    await dialog.getByLabel('End date').fill('2031/01/31');
    await dialog.getByLabel('Description').focus();
    expect(await dialog.getByLabel('End date').inputValue()).toBe('31 Jan 2031');
    await app.checkPage('periods-create');
    await dialog.getByRole('button', { name: 'Create period' }).click();
    await app.toast(`Created ${NEW_PERIOD} (draft)`).waitFor();
    await expect.poll(() => row(app, NEW_PERIOD).getAttribute('data-status')).toBe('draft');
    await expect.poll(() => selectorOptions(app)).toContain(`${NEW_PERIOD} (draft)`);

    // Activate it: the previously active period is closed, as the contract designs.
    const activate = await act(app, NEW_PERIOD, 'Activate', 'Activate period');
    expect(await activate.textContent()).toContain(
      `The active period, ${previous}, will be closed`,
    );
    await app.closeToasts();
    await app.checkPage('periods-activate-confirm');
    await activate.getByRole('button', { name: 'Activate' }).click();
    await app.toast(`Activated ${NEW_PERIOD}`).waitFor();
    await expect.poll(() => row(app, NEW_PERIOD).getAttribute('data-status')).toBe('active');
    await expect.poll(() => row(app, previous).getAttribute('data-status')).toBe('closed');
    await expect.poll(async () => (await selectorOptions(app))[0]).toBe(`${NEW_PERIOD} (active)`);
    expect(await selectorOptions(app)).toContain(`${previous} (closed)`);

    // Archive the closed one: it stays listed here, marked, and leaves the selector.
    const archive = await act(app, previous, 'Archive', 'Archive period');
    await archive.getByRole('button', { name: 'Archive' }).click();
    await app.toast(`Archived ${previous}`).waitFor();
    await expect.poll(() => row(app, previous).getAttribute('data-status')).toBe('archived');
    // Archived: not offered at all, under any status.
    await expect
      .poll(async () =>
        (await selectorOptions(app)).some((label) => label.startsWith(`${previous} (`)),
      )
      .toBe(false);
    await app.closeToasts();
    await app.checkPage('periods-after-changes');
  });
});
