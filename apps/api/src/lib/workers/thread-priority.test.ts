import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { WORKER_NICENESS } from './thread-priority.ts';

describe.runIf(process.platform === 'linux')('worker thread priority', () => {
  it('lowers the worker thread only, never the thread of the event loop', async () => {
    const mainBefore = getPriority(process.pid);
    const module = new URL('./thread-priority.ts', import.meta.url).href;
    const worker = new Worker(
      `import { getPriority } from 'node:os';
       import { parentPort } from 'node:worker_threads';
       const { lowerThisThreadsPriority } = await import(${JSON.stringify(module)});
       const tid = lowerThisThreadsPriority();
       parentPort.postMessage({ tid, nice: getPriority(tid) });`,
      { eval: true },
    );
    const answer = await new Promise<{ tid: number; nice: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(answer.tid).not.toBe(process.pid);
    expect(answer.nice).toBe(Math.min(19, mainBefore + WORKER_NICENESS));
    expect(getPriority(process.pid)).toBe(mainBefore);
  });
});
