/**
 * Load: autocannon, 50 connections for 60 s per endpoint, against a real API process (demo
 * data, temp data folder) on loopback, signed in once (cookie). Throughput, p99 and errors
 * (anything but 2xx counts as an error; the run exits 1 if there is any).
 *
 *   pnpm --filter @back-office/bench load [--connections 50] [--duration 60]
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startApi } from '../src/api-process.ts';
import { fixed } from '../src/stats.ts';
import { numberOption, printTable } from '../src/table.ts';

const connections = numberOption('connections', 50);
const duration = numberOption('duration', 60);
const ENDPOINTS = ['/api/products', '/api/consultants', '/api/orders'];

const api = await startApi();
let failed = false;
try {
  const cookie = await api.signIn();
  console.log(
    `# Load: ${connections} connections × ${duration} s per endpoint, loopback ` +
      `(load average ${loadavg()[0]?.toFixed(1)})\n`,
  );
  const rows: string[][] = [];
  for (const endpoint of ENDPOINTS) {
    const result = await autocannon({
      url: `${api.url}${endpoint}`,
      connections,
      duration,
      headers: { cookie },
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    if (errors > 0) failed = true;
    rows.push([
      endpoint,
      String(result.requests.total),
      fixed(result.requests.average, 0),
      fixed(result.latency.p50, 0),
      fixed(result.latency.p99, 0),
      fixed(result.latency.max, 0),
      String(result.non2xx),
      String(result.errors),
      String(result.timeouts),
    ]);
  }
  printTable(
    [
      'endpoint',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'non-2xx',
      'errors',
      'timeouts (10 s)',
    ],
    rows,
  );
} finally {
  await api.stop();
}
if (failed) process.exit(1);
