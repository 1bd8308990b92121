import { describe, expect, it } from 'vitest';
import { ReceivedFiles } from './received-files.ts';

describe('received files', () => {
  it('hands bytes over once, and keeps no more than its cap at a time', () => {
    const received = new ReceivedFiles(100);
    const half = new Uint8Array(50);
    expect(received.keep(1, half)).toBe(true);
    expect(received.keep(2, half)).toBe(true);
    // A third file would pass the cap: its job reads the stored file instead.
    expect(received.keep(3, new Uint8Array(1))).toBe(false);
    expect(received.take(3)).toBeUndefined();
    expect(received.take(1)).toBe(half);
    expect(received.take(1)).toBeUndefined();
    // Taking frees its share of the cap.
    expect(received.keep(3, new Uint8Array(1))).toBe(true);
    expect(received.take(2)).toBe(half);
    expect(received.take(3)).toHaveLength(1);
  });
});
