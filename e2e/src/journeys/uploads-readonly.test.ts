import { beforeAll, describe, expect, it } from 'vitest';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

describe('products, history and templates as readonly', () => {
  const browser = useBrowser();
  let app: AppPage;

  beforeAll(async () => {
    app = await browser.fresh();
    await app.login(DEMO.readonly);
    await app.closeToasts();
  });

  it('reads products, history and templates without any create or delete button', async () => {
    await app.goto('/products');
    await app.heading('Products').waitFor();
    await app.page.getByTestId('product-row').first().waitFor();
    expect(await app.page.getByRole('checkbox').count()).toBe(0);
    expect(await app.page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await app.page.getByRole('link', { name: /Upload/ }).count()).toBe(0);
    await app.checkPage('products-readonly');

    await app.goto('/history');
    await app.heading('History').waitFor();
    await app.page.getByTestId('upload-row').first().waitFor();
    expect(await app.page.getByRole('link', { name: 'New upload' }).count()).toBe(0);

    await app.goto('/templates');
    await app.heading('Templates').waitFor();
    await app.page.getByTestId('template-row').first().waitFor();
    expect(await app.page.getByRole('link', { name: 'New template' }).count()).toBe(0);
    expect(await app.page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await app.page.getByRole('link', { name: /^Upload with/ }).count()).toBe(0);

    // The upload screen itself is out of reach.
    await app.goto('/upload');
    await app.page
      .getByText(/Access denied/i)
      .first()
      .waitFor();
  });
});
