import { describe, expect, it } from 'vitest';
import { DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

describe('redirect after sign-in', () => {
  const browser = useBrowser();

  it('sends a signed-out user to /login and back to the origin after sign-in', async () => {
    const app = await browser.fresh();
    await app.goto('/orders?status=failed');
    await app.heading('Sign in').waitFor();
    expect(app.path()).toBe(`/login?redirect=${encodeURIComponent('/orders?status=failed')}`);
    await app.submitLogin(DEMO.warehouse);
    await app.heading('Orders').waitFor();
    expect(app.path()).toBe('/orders?status=failed');
    await app.checkPage('orders-after-redirect');
  });

  for (const origin of [
    '//evil.example',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
  ]) {
    it(`ignores the unsafe origin ${origin}`, async () => {
      const app = await browser.fresh();
      await app.goto(`/login?redirect=${encodeURIComponent(origin)}`);
      await app.submitLogin(DEMO.readonly);
      await app.heading('Dashboard').waitFor();
      const url = new URL(app.page.url());
      expect(url.origin).toBe(app.webUrl);
      expect(url.pathname).toBe('/dashboard');
    });
  }
});
