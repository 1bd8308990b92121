import { describe, expect, it } from 'vitest';
import { AppPage, DEMO } from '../harness/app-page.ts';
import { launchBrowser } from '../harness/browser.ts';
import { useBrowser } from '../harness/journey.ts';

describe('sessions', () => {
  const browser = useBrowser();

  it('revokes another session, which then ends with the expiry message', async () => {
    const other = await launchBrowser();
    try {
      const phone = new AppPage(await other.context.newPage());
      await phone.login(DEMO.supervisor);

      const app = await browser.fresh();
      await app.login(DEMO.supervisor);
      await app.closeToasts();
      await app.page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Sessions' })
        .click();
      await app.heading('Sessions').waitFor();
      const rows = app.page.getByTestId('session-row');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
      await app.page
        .locator('[data-testid="session-row"][data-current="true"]')
        .getByText('This session')
        .waitFor();
      await app.checkPage('sessions');

      const before = await rows.count();
      await app.page
        .getByRole('button', { name: /^Revoke session/ })
        .first()
        .click();
      await app.toast('Session revoked').waitFor();
      await expect.poll(() => rows.count()).toBe(before - 1);

      // The revoked browser finds out on its next call: refresh fails, back to /login.
      await phone.page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Sessions' })
        .click();
      await phone.heading('Sign in').waitFor();
      await phone.toast('Session expired - please login again').waitFor();
      expect(phone.path()).toBe(`/login?redirect=${encodeURIComponent('/sessions')}`);
      await phone.checkPage('session-expired');
    } finally {
      await other.close();
    }
  });

  it('sends the user to /login with the expiry message when the session is gone', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.readonly);
    await app.closeToasts();
    await app.page.context().clearCookies();
    const signIn = app.heading('Sign in');
    // The click asks the API with the dead session. A call the app already had on its way may get
    // its 401 first and leave for /login while the link is being clicked: both end on /login.
    const link = app.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sessions' });
    await Promise.race([signIn.waitFor(), link.click().catch(() => signIn.waitFor())]);
    await signIn.waitFor();
    await app.toast('Session expired - please login again').waitFor();
  });
});
