import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import { pdfPageCount, renderTablePdf } from '../pdf/table-pdf.ts';
import { readSpreadsheet } from '../spreadsheet/read.ts';
import {
  configureHeavyWork,
  enterHeavyRequest,
  heavyWorkStats,
  stopHeavyWork,
  withHeavyScope,
} from './heavy-pool.ts';
import { heavySettingsFrom } from './heavy-settings.ts';

const defaults = heavySettingsFrom({});

/** A table PDF of `rows` rows: big enough to take a worker a while. */
const table = (rows: number) => ({
  title: 'Stock list',
  columns: [
    { header: 'Code', weight: 1 },
    { header: 'Description', weight: 4 },
  ],
  rows: Array.from({ length: rows }, (_, i) => [`P-${i}`, `Rooibos tea ${i} with a long name`]),
});

const statusOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
};

afterEach(() => configureHeavyWork(defaults));
afterAll(() => stopHeavyWork());

describe('heavy work on worker threads', () => {
  it('reads its settings with the configuration, bounded below', () => {
    const { heavy } = loadConfig({ HEAVY_WORKERS: '3', HEAVY_PER_USER: '0', HEAVY_QUEUE: '5' });
    expect(heavy).toMatchObject({ workers: 3, perUser: 1, queue: 5, timeoutMs: 60_000 });
    expect(loadConfig({}).heavy.workers).toBeGreaterThanOrEqual(1);
  });

  it('makes a PDF on a worker thread, not on the event loop', async () => {
    const before = heavyWorkStats().documents.completed;
    const bytes = await renderTablePdf(table(3));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(heavyWorkStats().documents.completed).toBe(before + 1);
    expect(heavyWorkStats().documents.threads).toBeGreaterThan(0);
  });

  it('counts a PDF’s pages on a worker thread', async () => {
    expect(await pdfPageCount(await renderTablePdf(table(3)))).toBe(1);
    expect(await pdfPageCount(await renderTablePdf(table(200)))).toBeGreaterThan(1);
  });

  it('brings a refusal made in the worker back as the same HttpError', async () => {
    const refusal = await readSpreadsheet(new Uint8Array([0x50, 0x4b, 1, 2, 3]), 'cut.xlsx').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(400);
    expect((refusal as HttpError).detail).toBe('The file could not be read as a spreadsheet');
  });

  it('stops a task past its time limit with 503, and the next task runs', async () => {
    await configureHeavyWork({ timeoutMs: 100 });
    const failure = await renderTablePdf(table(60_000)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(503);
    expect((failure as HttpError).detail).toMatch(/longer than 0 s and was stopped|longer than/);
    await configureHeavyWork({ timeoutMs: 60_000 });
    expect(await statusOf(renderTablePdf(table(2)))).toBe(200);
  });

  it('fails only its own task with 503 when a worker runs out of memory', async () => {
    await configureHeavyWork({ memoryMb: 64, workers: 1 });
    const failure = await renderTablePdf(table(400_000)).catch((error: unknown) => error);
    expect((failure as HttpError).status).toBe(503);
    expect(await statusOf(renderTablePdf(table(2)))).toBe(200);
  });

  it('stops the task of a request whose client went away', async () => {
    const left = new AbortController();
    const work = withHeavyScope({ owner: 'user:1', signal: left.signal }, () =>
      renderTablePdf(table(60_000)),
    );
    setTimeout(() => left.abort(), 20);
    expect(await statusOf(work)).toBe(499);
  });

  it('serves the task waiting behind one whose client went away (its thread is replaced)', async () => {
    await configureHeavyWork({ workers: 1 });
    await renderTablePdf(table(2)); // the one thread is up
    const left = new AbortController();
    const first = withHeavyScope({ owner: 'user:1', signal: left.signal }, () =>
      statusOf(renderTablePdf(table(60_000))),
    );
    const waiting = withHeavyScope({ owner: 'user:2', signal: undefined }, () =>
      statusOf(renderTablePdf(table(2))),
    );
    setTimeout(() => left.abort(), 50);
    expect(await first).toBe(499);
    expect(await waiting).toBe(200);
  });

  it('answers 429 with Retry-After past the heavy requests one user may have', () => {
    const releases = Array.from({ length: defaults.perUser }, () => enterHeavyRequest('user:7'));
    const refusal = (() => {
      try {
        enterHeavyRequest('user:7');
      } catch (error) {
        return error as HttpError;
      }
      return undefined;
    })();
    expect(refusal?.status).toBe(429);
    expect(refusal?.headers['Retry-After']).toMatch(/^\d+$/);
    expect(refusal?.detail).toMatch(/already have 4 /);
    // Another user is not held back by the first; a released slot is free again.
    enterHeavyRequest('user:8')();
    releases[0]?.();
    enterHeavyRequest('user:7')();
    for (const release of releases) release();
  });

  it('answers 429 when the tasks waiting in this process reach the queue bound', async () => {
    await configureHeavyWork({ workers: 1, queue: 1 });
    const statuses = await Promise.all(
      ['user:1', 'user:2', 'user:3', 'user:4'].map((owner) =>
        withHeavyScope({ owner, signal: undefined }, () => statusOf(renderTablePdf(table(3_000)))),
      ),
    );
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
    // Work outside a request (a background job) is never refused: it waits.
    const jobs = await Promise.all([1, 2, 3].map(() => statusOf(renderTablePdf(table(500)))));
    expect(jobs).toEqual([200, 200, 200]);
  });
});
