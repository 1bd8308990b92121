import { describe, expect, it } from 'vitest';
import { DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

describe('sign-in', () => {
  const browser = useBrowser();

  it('signs in a demo account, welcomes them and shows the dashboard', async () => {
    const app = await browser.fresh();
    await app.goto('/login');
    await app.heading('Sign in').waitFor();
    await app.checkPage('login');
    await app.submitLogin(DEMO.supervisor);
    await app.heading('Dashboard').waitFor();
    await app
      .toast(/^SuccessWelcome back, .+!$/)
      .first()
      .waitFor();
    expect(app.path()).toBe('/dashboard');
    await app.checkPage('dashboard-supervisor');
  });

  it('keeps what was typed after a wrong password and says so', async () => {
    const app = await browser.fresh();
    await app.goto('/login');
    await app.submitLogin(DEMO.distributorEditor, 'Wrong-password-1');
    const form = app.page.getByRole('form', { name: 'Sign in' });
    await form.getByText('Invalid email or password').waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe(DEMO.distributorEditor);
    expect(await form.locator('input[name="password"]').inputValue()).toBe('Wrong-password-1');
    await app.checkPage('login-wrong-password');
  });

  it('tells the user to wait after too many attempts (429)', async () => {
    const app = await browser.fresh();
    await app.goto('/login');
    const message = app.page.getByTestId('form-error');
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await app.submitLogin('rate.limited@example.com', `Wrong-password-${attempt}`);
      await message.waitFor();
      if ((await message.textContent())?.startsWith('Too many')) break;
    }
    expect(await message.textContent()).toBe('Too many login attempts. Please try again later.');
    await app.checkPage('login-rate-limited');
  });
});
