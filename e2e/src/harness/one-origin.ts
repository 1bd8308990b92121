import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiBuild, apiDir, apiMain, repo, vite, webDir } from './paths.ts';
import { freePort, run, start, waitForHttp } from './processes.ts';

/** The build, and its server render beside it in `dist-ssr` where the API looks for it. */
const buildDir = path.join(repo, 'e2e/.one-origin');

export interface OneOriginStack {
  readonly webUrl: string;
  readonly stop: () => Promise<void>;
}

/**
 * The product as production serves it (decision 015): the app built for one origin with its
 * server render (decision 034), served by its own API process as production runs it (built
 * once, one `node dist/main.js` process: decision 040) with a fresh database with the demo
 * data, on one port. The journeys of the global setup use two origins, where nothing is
 * rendered on the server, and the API's TypeScript through tsx, as in development.
 */
export async function startOneOrigin(): Promise<OneOriginStack> {
  // NODE_ENV as production builds: the test runner sets it to `test`, which Vite would keep,
  // building React's development version.
  const env = { VITE_API_URL: 'same-origin', NODE_ENV: 'production' };
  const dist = path.join(buildDir, 'dist');
  await run(
    'one-origin build',
    process.execPath,
    [vite, 'build', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: webDir,
      env,
    },
  );
  await run(
    'server render build',
    process.execPath,
    [
      vite,
      'build',
      '--ssr',
      'src/ssr/render-page.tsx',
      '--outDir',
      path.join(buildDir, 'dist-ssr'),
      '--emptyOutDir',
    ],
    { cwd: webDir, env },
  );
  await run('api build', process.execPath, [apiBuild], { cwd: apiDir });
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-e2e-one-origin-db-'));
  const api = start('one-origin api', process.execPath, [apiMain], {
    cwd: apiDir,
    env: {
      PORT: String(apiPort),
      WEB_PORT: String(webPort),
      WEB_DIST: dist,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_REQUESTS: 'false',
    },
  });
  const stop = async () => {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const webUrl = `http://127.0.0.1:${webPort}`;
  try {
    await waitForHttp(`${webUrl}/api/health`, 60_000, api);
  } catch (error) {
    await stop();
    throw error;
  }
  return { webUrl, stop };
}
