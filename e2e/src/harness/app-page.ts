import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource: string = (require('axe-core') as { source: string }).source;
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../artifacts');

/** Every demo account signs in with this password (README). */
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO = {
  admin: 'admin@example.com',
  supervisor: 'supervisor@example.com',
  warehouse: 'warehouse@example.com',
  readonly: 'readonly@example.com',
  distributorAdmin: 'distributor.admin@example.com',
  distributorEditor: 'distributor.editor@example.com',
  distributorReadonly: 'distributor.readonly@example.com',
  root: 'root@example.com',
} as const;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** A page of the app plus the steps every journey repeats. */
export class AppPage {
  readonly page: Page;
  readonly webUrl = inject('webUrl');
  readonly apiUrl = inject('apiUrl');

  constructor(page: Page) {
    this.page = page;
  }

  static async open(context: BrowserContext): Promise<AppPage> {
    return new AppPage(await context.newPage());
  }

  /** Opens a path of the web app and waits until auth is known. */
  async goto(pathname: string): Promise<void> {
    await this.page.goto(`${this.webUrl}${pathname}`);
    await this.page.getByText('Checking authentication...').waitFor({ state: 'detached' });
  }

  /** The current path with its query string. */
  path(): string {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  async waitForPath(pathname: string | RegExp): Promise<void> {
    await this.page.waitForURL((url) =>
      typeof pathname === 'string'
        ? url.pathname === pathname
        : pathname.test(`${url.pathname}${url.search}`),
    );
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Fills and submits the sign-in form (the page must show it). */
  async submitLogin(email: string, password = DEMO_PASSWORD): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.locator('input[name="password"]').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
  }

  /** Signs in as a demo account from `/login` and waits for the dashboard. */
  async login(email: string): Promise<void> {
    await this.goto('/login');
    await this.submitLogin(email);
    await this.heading('Dashboard').waitFor();
  }

  /** A toast with this text. */
  toast(text: string | RegExp) {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }

  async closeToasts(): Promise<void> {
    for (const button of await this.page
      .getByRole('button', { name: 'Close notification' })
      .all()) {
      await button.click().catch(() => undefined);
    }
  }

  /** Saves a full-page screenshot to e2e/artifacts/<name>.png for the CI log. */
  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  }

  /** Ends running transitions: mid-fade text fails contrast checks and blurs screenshots. */
  async settle(): Promise<void> {
    await this.page.addStyleTag({
      content: '*,*::before,*::after{transition:none!important;animation:none!important}',
    });
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }

  /** Runs axe-core on the page; returns serious and critical violations. */
  async axe(): Promise<AxeViolation[]> {
    await this.settle();
    if (!(await this.page.evaluate(() => 'axe' in window))) {
      await this.page.addScriptTag({ content: axeSource });
    }
    const violations = await this.page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations;
    });
    return violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
  }

  /**
   * Content outside every landmark (axe `region`, a moderate rule `axe()` leaves out): the
   * targets of the nodes it flags, none when popups render inside a landmark.
   */
  async outsideLandmarks(): Promise<string[]> {
    await this.settle();
    if (!(await this.page.evaluate(() => 'axe' in window))) {
      await this.page.addScriptTag({ content: axeSource });
    }
    return this.page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, { runOnly: { type: 'rule', values: ['region'] } });
      return result.violations.flatMap((violation) =>
        violation.nodes.map((node) => node.target.join(' ')),
      );
    });
  }

  /** Axe (zero serious/critical) and a screenshot of the page as it is now. */
  async checkA11y(name: string): Promise<string[]> {
    await this.settle();
    await this.screenshot(name);
    return (await this.axe()).map((violation) => {
      const nodes = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `[${name}] ${violation.id} (${violation.impact}): ${violation.help} — ${nodes}`;
    });
  }

  /**
   * The check every visited page gets: axe with zero serious/critical violations and a
   * screenshot, in the light theme and in the dark one (the System theme following the OS,
   * which is the default; journeys that pick a theme use `checkA11y`).
   */
  async checkPage(name: string): Promise<void> {
    const failures: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await this.page.emulateMedia({ colorScheme: scheme });
      await this.page.waitForFunction(
        (expected) =>
          document.documentElement.getAttribute('data-mantine-color-scheme') === expected,
        scheme,
      );
      failures.push(...(await this.checkA11y(`${name}-${scheme}`)));
    }
    await this.page.emulateMedia({ colorScheme: 'light' });
    if (failures.length > 0) throw new Error(`axe on ${name}:\n${failures.join('\n')}`);
  }
}
