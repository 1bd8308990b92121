import { describe, expect, it } from 'vitest';
import { JobRunner } from './jobs.ts';

describe('JobRunner', () => {
  it('runs work after the caller returns and waits for it in idle()', async () => {
    const runner = new JobRunner();
    const steps: string[] = [];
    runner.start('a', async () => {
      steps.push('job');
    });
    steps.push('caller');
    expect(runner.size).toBe(1);
    await runner.idle();
    expect(steps).toEqual(['caller', 'job']);
    expect(runner.size).toBe(0);
  });

  it('waits for jobs that running jobs start', async () => {
    const runner = new JobRunner();
    const done: number[] = [];
    runner.start('outer', async () => {
      runner.start('inner', async () => {
        done.push(2);
      });
      done.push(1);
    });
    await runner.idle();
    expect(done).toEqual([1, 2]);
  });

  it('reports a failing job without rejecting idle()', async () => {
    const failures: string[] = [];
    const runner = new JobRunner((name) => failures.push(name));
    runner.start('broken', async () => {
      throw new Error('boom');
    });
    await expect(runner.idle()).resolves.toBeUndefined();
    expect(failures).toEqual(['broken']);
  });
});
