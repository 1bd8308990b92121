import { describe, expect, it } from 'vitest';
import { keepReceivedFile, MAX_KEPT_BYTES, takeReceivedFile } from './received-files.ts';

describe('received files', () => {
  it('hands bytes over once, and keeps no more than MAX_KEPT_BYTES at a time', () => {
    const half = new Uint8Array(MAX_KEPT_BYTES / 2);
    expect(keepReceivedFile(1, half)).toBe(true);
    expect(keepReceivedFile(2, half)).toBe(true);
    // A third file would pass the cap: its job reads the stored file instead.
    expect(keepReceivedFile(3, new Uint8Array(1))).toBe(false);
    expect(takeReceivedFile(3)).toBeUndefined();
    expect(takeReceivedFile(1)).toBe(half);
    expect(takeReceivedFile(1)).toBeUndefined();
    // Taking frees its share of the cap.
    expect(keepReceivedFile(3, new Uint8Array(1))).toBe(true);
    expect(takeReceivedFile(2)).toBe(half);
    expect(takeReceivedFile(3)).toHaveLength(1);
  });
});
