import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium } from 'playwright-core';
import { type ApiProcess, freePort, startApi } from './api-process.ts';

const webDir = fileURLToPath(new URL('../../apps/web', import.meta.url));
const vite = path.join(webDir, 'node_modules/vite/bin/vite.js');
/** The server render's entry (decision 034), as apps/web's `build:server` builds it. */
const SERVER_ENTRY = 'src/ssr/render-page.tsx';

/** Debian's chromium, with the flags the stack notes require on this network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOCALE = 'en-ZA';
const TIME_ZONE = 'Africa/Johannesburg';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function run(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const child = spawn(process.execPath, [vite, ...args], {
      cwd: webDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite ${args[0]} failed (${code}):\n${log}`)),
    );
  });
}

/** The API serving the production build on one origin, and a Chromium with a CDP port. */
export interface WebStack {
  api: ApiProcess;
  webUrl: string;
  context: BrowserContext;
  /** The Chromium remote-debugging port (for Lighthouse). */
  debugPort: number;
  /** Signs in through the /login page as a demo account and waits for the dashboard. */
  signIn(email?: string): Promise<void>;
  close(): Promise<void>;
}

export interface WebStackOptions {
  /** A build to serve (`VITE_API_URL=same-origin`, its server render in `<dist>/../dist-ssr`). */
  readonly dist?: string;
  /**
   * `false`: Playwright emulates nothing (no viewport, time zone or locale override), for tabs
   * another tool drives. Playwright applies its context's emulation to every tab of the
   * browser, Lighthouse's included, where it raced Lighthouse's own device emulation: a phone run
   * drew in a desktop window or another time zone than its server render, so every run redrew
   * the page instead of hydrating it. The time zone and language then come from the browser
   * process's environment, the same in every tab.
   */
  readonly emulate?: boolean;
  /** More environment for the builds (`REACT_PROFILING: '1'`: apps/web's vite.config.ts). */
  readonly buildEnv?: Readonly<Record<string, string>>;
}

/**
 * Starts the stack on loopback ports as production serves it (decision 015): `vite build` of
 * apps/web for one origin and of its server render into a temp folder (or `dist` when given:
 * built with `VITE_API_URL=same-origin`, its server render in `<dist>/../dist-ssr`), one API process (demo data, temp folder) serving the API and the
 * built app on the web port, and Chromium.
 */
export async function startWebStack(options: WebStackOptions = {}): Promise<WebStack> {
  const [webPort, debugPort] = [await freePort(), await freePort()];
  const webUrl = `http://127.0.0.1:${webPort}`;
  // The server render is built beside the app (`<dist>/../dist-ssr`, where the API looks for it).
  const buildDir = options.dist ? undefined : mkdtempSync(path.join(tmpdir(), 'bo-bench-web-'));
  const outDir = options.dist ?? path.join(buildDir ?? '', 'dist');
  const cleanups: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    if (buildDir !== undefined) {
      cleanups.push(() => rmSync(buildDir, { recursive: true, force: true }));
      const env = { ...options.buildEnv, VITE_API_URL: 'same-origin' };
      await run(['build', '--outDir', outDir, '--emptyOutDir'], env);
      await run(['build', '--ssr', SERVER_ENTRY, '--outDir', path.join(buildDir, 'dist-ssr')], env);
    }
    const api = await startApi({ WEB_DIST: outDir, WEB_PORT: String(webPort) });
    cleanups.push(() => api.stop());
    const web = await fetch(`${webUrl}/login`);
    if (!web.ok) throw new Error(`${webUrl}/login answered ${web.status}`);
    const profile = mkdtempSync(path.join(tmpdir(), 'bo-bench-chromium-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`, `--lang=${LOCALE}`],
      env: { ...process.env, TZ: TIME_ZONE },
      ...(options.emulate === false
        ? { viewport: null }
        : {
            viewport: { width: 1366, height: 860 },
            locale: LOCALE,
            timezoneId: TIME_ZONE,
            colorScheme: 'light',
          }),
    });
    context.setDefaultTimeout(30_000);
    cleanups.push(async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    });
    return {
      api,
      webUrl,
      context,
      debugPort,
      async signIn(email = 'admin@example.com') {
        const page = await context.newPage();
        await page.goto(`${webUrl}/login`);
        const form = page.getByRole('form', { name: 'Sign in' });
        await form.getByLabel('Email').fill(email);
        await form.locator('input[name="password"]').fill('Demo1234!');
        await form.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        await page.close();
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
