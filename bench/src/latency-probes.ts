import { sleep } from './sleep.ts';
import { summarise } from './stats.ts';

/** Whether `value` is within `budget`. */
export const verdict = (value: number, budget: number): string => (value <= budget ? 'ok' : 'OVER');

/**
 * Probes a server while a load runs: `/api/health` every 20 ms, and a signed-in
 * `GET /api/products?limit=50` every 50 ms with `cookie`, each timed to its last byte. `stop()`
 * ends them and gives their table rows, with the budgets the heavy-work benches hold them to.
 */
export function startLatencyProbes(apiUrl: string, cookie: string) {
  let running = true;
  const health: number[] = [];
  const products: number[] = [];
  const probe = async (
    url: string,
    headers: Record<string, string>,
    into: number[],
    every: number,
  ) => {
    while (running) {
      const started = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      into.push(performance.now() - started);
      await sleep(every);
    }
  };
  const probes = Promise.all([
    probe(`${apiUrl}/api/health`, {}, health, 20),
    probe(`${apiUrl}/api/products?limit=50`, { cookie }, products, 50),
  ]);
  return {
    async stop(): Promise<string[][]> {
      running = false;
      await probes;
      const h = summarise(health);
      const p = summarise(products);
      return [
        [
          'GET /api/health p50 / p99 / max',
          `${h.p50.toFixed(0)} / ${h.p99.toFixed(0)} / ${h.max.toFixed(0)} ms (n=${h.n})`,
          'p99 ≤ 100 ms',
          verdict(h.p99, 100),
        ],
        [
          'GET /api/products?limit=50 p50 / p95',
          `${p.p50.toFixed(0)} / ${p.p95.toFixed(0)} ms (n=${p.n})`,
          'p95 ≤ 250 ms',
          verdict(p.p95, 250),
        ],
      ];
    },
  };
}
