import { createApp, createDeps } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { Contract } from '../../src/http/contract/contract.ts';
import type { AppDeps } from '../../src/http/env.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-users.ts';
import { TestClient } from './test-client.ts';
import { TEST_SCRYPT_N } from './test-cost.ts';
import { openTestDatabase } from './test-database.ts';
import { urlEncoded } from './url-encoded.ts';

let contract: Contract | undefined;

/** The contract, loaded once per test file. */
export function testContract(): Contract {
  contract ??= new Contract();
  return contract;
}

/** An app on a fresh in-memory database (migrated and seeded with the demo data). */
export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** A client with no session. */
  anonymous(): TestClient;
  /** A client signed in (cookie mode) as a demo account. */
  login(email: string, password?: string): Promise<TestClient>;
  close(): Promise<void>;
}

/**
 * Creates the app on a fresh copy of the run's migrated and seeded database (in-memory PGlite,
 * or PostgreSQL with `TEST_DATABASE_URL`: see test-database.ts). `env` overrides configuration
 * (e.g. `{ DEMO: 'false' }`).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await openTestDatabase();
  const config = {
    ...loadConfig({
      LOG_REQUESTS: 'false',
      LOG_ERRORS: 'false',
      // The suite runs on the demo data and reads the demo outbox (demo is off by default).
      DEMO: 'true',
      AUTH_SECRET: 'test-secret',
      ...env,
    }),
    scryptN: TEST_SCRYPT_N,
  };
  const deps = await createDeps(config, db, { contract: testContract() });
  const app = createApp(deps);
  const client = () => new TestClient(app, testContract());
  return {
    app,
    deps,
    anonymous: client,
    async login(email, password = DEMO_PASSWORD) {
      const c = client();
      const body = { username: email, password };
      const { response: res } = await c.api.POST('/auth/cookie/login', { body, ...urlEncoded });
      if (res.status !== 204) throw new Error(`login ${email} failed: ${res.status}`);
      return c;
    },
    async close() {
      await deps.live.close();
      await db.close();
    },
  };
}
