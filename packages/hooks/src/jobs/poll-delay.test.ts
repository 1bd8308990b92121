import { describe, expect, it } from 'vitest';
import { pollDelay } from './poll-delay.ts';

describe('pollDelay', () => {
  it.each([
    { attempt: 0, ms: 1_000 },
    { attempt: 1, ms: 1_500 },
    { attempt: 2, ms: 2_250 },
    { attempt: 5, ms: 7_594 },
    { attempt: 6, ms: 10_000 },
    { attempt: 50, ms: 10_000 },
    { attempt: -1, ms: 1_000 },
  ])('attempt $attempt waits $ms ms', ({ attempt, ms }) => {
    expect(pollDelay(attempt)).toBe(ms);
  });
});
