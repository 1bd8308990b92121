import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { apiDir, repo, tsx, vite, webDir } from './paths.ts';
import { freePort, run, type Started, start, waitForHttp } from './processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
  }
}

// Each shard of scripts/run-journeys.sh (E2E_SHARD) builds against its own API, into its own folder.
const webDist = path.join(
  repo,
  `e2e/.web-dist${process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : ''}`,
);

/**
 * Starts the API (a fresh database with demo data) and `vite preview` of the web app built
 * against it, both on loopback ports. `E2E_WEB_URL` + `E2E_API_URL` reuse running servers.
 */
export default async function setup(project: TestProject) {
  mkdirSync(path.join(repo, 'e2e/artifacts'), { recursive: true });
  if (process.env.E2E_WEB_URL && process.env.E2E_API_URL) {
    project.provide('webUrl', process.env.E2E_WEB_URL);
    project.provide('apiUrl', process.env.E2E_API_URL);
    return;
  }
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-e2e-db-'));
  const started: Started[] = [];
  const teardown = async () => {
    await Promise.all(started.map((process) => process.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const api = start('api', process.execPath, [tsx, 'src/main.ts'], {
      cwd: apiDir,
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: 'true',
        SHUTDOWN_DRAIN_MS: '0',
        WEB_ORIGINS: webUrl,
        LOG_REQUESTS: 'false',
        LOGIN_MAX_ATTEMPTS: '5',
      },
    });
    started.push(api);
    // The build overlaps the API's start (database creation takes a few seconds).
    await run(
      'web build',
      process.execPath,
      [vite, 'build', '--outDir', webDist, '--emptyOutDir'],
      {
        cwd: webDir,
        env: { VITE_API_URL: apiUrl },
      },
    );
    const web = start(
      'web',
      process.execPath,
      [
        vite,
        'preview',
        '--outDir',
        webDist,
        '--host',
        '127.0.0.1',
        '--port',
        String(webPort),
        '--strictPort',
      ],
      { cwd: webDir },
    );
    started.push(web);
    await Promise.all([
      waitForHttp(`${apiUrl}/api/health`, 60_000, api),
      waitForHttp(webUrl, 30_000, web),
    ]);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('webUrl', webUrl);
  project.provide('apiUrl', apiUrl);
  return teardown;
}
