import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

const NEW_PASSWORD = 'Karoo2026rain';

describe('account', () => {
  const browser = useBrowser();

  it('opens from the user card: verification status, change password (§8 messages), sessions', async () => {
    const app = await browser.fresh();
    await app.login(DEMO.warehouse);
    await app.closeToasts();
    await app.page.getByTestId('user-card').click();
    await app.page.getByRole('button', { name: 'Account', exact: true }).click();
    await app.heading('Account').waitFor();
    expect(app.path()).toBe('/account');
    await app.page.getByTestId('verification-status').waitFor();
    await app.page.getByText(DEMO.warehouse).first().waitFor();
    await app.checkPage('account');

    const form = app.page.getByRole('form', { name: 'Change password' });
    const fill = async (current: string, next: string) => {
      await form.getByLabel('Current password').fill(current);
      await form.getByLabel(/^New password/).fill(next);
      await form.getByLabel('Confirm new password').fill(next);
      await form.getByRole('button', { name: 'Change password' }).click();
    };

    // The policy is a field error; nothing is sent.
    await fill(DEMO_PASSWORD, 'short1');
    await form.getByText('Password must be at least 8 characters long').waitFor();

    // A wrong current password is the server's 400: §8 "Current password is incorrect".
    await fill('Wrong-password-1', NEW_PASSWORD);
    await form.getByTestId('form-error').getByText('Current password is incorrect').waitFor();

    // Changed, then changed back so the demo account keeps its documented password. A change
    // empties the form; until then it holds typed input, and leaving would ask first.
    const changed = async () => {
      await app.toast('Password changed').waitFor();
      await expect.poll(() => form.getByLabel('Current password').inputValue()).toBe('');
    };
    await fill(DEMO_PASSWORD, NEW_PASSWORD);
    await changed();
    await app.closeToasts();
    await fill(NEW_PASSWORD, DEMO_PASSWORD);
    await changed();

    await app.page.getByRole('link', { name: 'Manage sessions' }).click();
    await app.heading('Sessions').waitFor();
    expect(app.path()).toBe('/sessions');
  });
});
