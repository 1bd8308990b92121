import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Moves fake time on by `ms` inside `act`, letting polls and their renders run. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
