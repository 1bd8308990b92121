import { describe, expect, it } from 'vitest';
import { DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

describe('access denied', () => {
  const browser = useBrowser();

  it('shows Access Denied to readonly@example.com on /users with working buttons', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.readonly);
    await app.closeToasts();
    await app.page.getByRole('link', { name: 'Products' }).click();
    await app.heading('Products').waitFor();
    await app.goto('/users');
    await app.heading('Access Denied').waitFor();
    expect(app.path()).toBe('/users');
    expect(await app.page.getByTestId('required-access').textContent()).toBe(
      'Administrator (admin)',
    );
    expect(await app.page.getByTestId('user-role').textContent()).toBe('Read Only (readonly)');
    await app.checkPage('access-denied-users');

    await app.page.getByRole('button', { name: 'Go Back' }).click();
    await app.heading('Products').waitFor();
    expect(app.path()).toBe('/products');

    await app.goto('/users');
    await app.page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await app.heading('Dashboard').waitFor();
    expect(app.path()).toBe('/dashboard');
  });

  it('shows the not-found page inside the shell', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.warehouse);
    await app.goto('/no/such/page');
    await app.heading('Page not found').waitFor();
    await app.checkPage('not-found');
  });
});
