import { describe, expect, it } from 'vitest';
import { isCombinationFinished } from './combination-job-lifecycle.ts';

describe('a combination job', () => {
  it('is finished once completed or failed', () => {
    expect(
      (['pending', 'processing', 'completed', 'failed'] as const).filter(isCombinationFinished),
    ).toEqual(['completed', 'failed']);
  });
});
