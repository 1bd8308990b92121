import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 33's measures as /metrics exports them: a stalled event loop shows in the job lease
// renewals' lateness, and the worker threads show in `backoffice_heavy_work`.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOB_LEASE_SECONDS: '2' });
});
afterAll(async () => {
  await t.deps.worker.stop(0);
  await t.close();
});

const scrape = async () => {
  const res = await t.app.request('http://127.0.0.1:8000/metrics');
  expect(res.status).toBe(200);
  return res.text();
};
const sample = (text: string, line: RegExp) => Number(line.exec(text)?.[1] ?? Number.NaN);
const LEASE_LATE = /^backoffice_job_lease_renewal_late_seconds (\S+)$/m;

describe('heavy-work metrics', () => {
  it('reports how late a job lease renewal came when the event loop was blocked, then resets', async () => {
    await scrape();
    t.deps.worker.start(); // renews every 2 s / 3
    const blockedUntil = performance.now() + 1500;
    while (performance.now() < blockedUntil) {
      // the event loop is held, as a synchronous render would hold it
    }
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sample(await scrape(), LEASE_LATE)).toBeGreaterThan(0.5);
    expect(sample(await scrape(), LEASE_LATE)).toBeLessThan(0.5);
  });

  it('counts the documents pool’s threads once a PDF was made on one', async () => {
    const reader = await t.login('readonly@example.com');
    const [invoice] = await t.deps.db.query<{ id: number }>('SELECT id FROM invoices LIMIT 1');
    expect((await reader.raw('GET', `/api/invoices/${invoice?.id}/pdf`)).status).toBe(200);
    const threads = /^backoffice_heavy_work\{pool="documents",state="threads"\} (\S+)$/m;
    expect(sample(await scrape(), threads)).toBeGreaterThanOrEqual(1);
  });
});
