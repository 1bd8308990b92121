import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/journey.ts';

describe('public pages', () => {
  const browser = useBrowser();

  it('register, forgot password, verify email and reset password pass axe', async () => {
    const app = await browser.fresh();
    const pages = [
      ['/auth/register', 'Create an account', 'register'],
      ['/auth/forgot-password', 'Forgot password', 'forgot-password'],
      ['/auth/verify-email', 'Verify your email', 'verify-email'],
      ['/auth/reset-password?token=abc', 'Choose a new password', 'reset-password'],
    ] as const;
    for (const [path, title, name] of pages) {
      await app.goto(path);
      await app.heading(title).waitFor();
      await app.checkPage(name);
    }
  });

  it('says a bad verification token is invalid and offers to resend', async () => {
    const app = await browser.fresh();
    await app.goto('/auth/verify-email?token=not-a-real-token');
    await app.page
      .getByTestId('form-error')
      .getByText('Invalid or expired verification token')
      .waitFor();
    await app.page.getByRole('button', { name: 'Resend verification email' }).waitFor();
    await app.checkPage('verify-email-invalid');
  });

  it('registers a new account and keeps the values when the email is taken', async () => {
    const app = await browser.fresh();
    await app.goto('/auth/register');
    const form = app.page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('First name').fill('Ayanda');
    await form.getByLabel('Last name').fill('Khumalo');
    await form.getByLabel('Email').fill('admin@example.com');
    await form.locator('input[name="password"]').fill('Pietermaritzburg9');
    await form.locator('input[name="confirm_password"]').fill('Pietermaritzburg9');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('User with this email already exists').waitFor();
    expect(await form.getByLabel('First name').inputValue()).toBe('Ayanda');
    expect(await form.getByLabel('Email').inputValue()).toBe('admin@example.com');
    await form.getByLabel('Email').fill(`ayanda.${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Create account' }).click();
    await app.heading('Check your email').waitFor();
  });
});
