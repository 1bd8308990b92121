import { afterAll, beforeAll } from 'vitest';
import { AppPage } from './app-page.ts';
import { type Browser, launchBrowser } from './browser.ts';

/**
 * One Chromium per journey file; `fresh()` gives a signed-out page (cookies and local storage
 * of the app cleared) for each test.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const pages: AppPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const context = () => {
    if (!browser) throw new Error('browser not started');
    return browser.context;
  };
  return {
    context,
    async fresh(): Promise<AppPage> {
      for (const page of pages.splice(0)) await page.page.close().catch(() => undefined);
      await context().clearCookies();
      const app = await AppPage.open(context());
      pages.push(app);
      await app.page.goto(`${app.webUrl}/login`);
      await app.page.evaluate(() => localStorage.clear());
      return app;
    },
  };
}
