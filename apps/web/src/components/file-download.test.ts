import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './file-download.ts';

afterEach(() => vi.restoreAllMocks());

describe('saveFile', () => {
  it('clicks a link named after the server file name', () => {
    const createObjectURL = vi.fn(() => 'blob:file-1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    saveFile({ blob: new Blob(['x']), filename: 'order_42.xlsx' });
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(clicked[0]?.download).toBe('order_42.xlsx');
    expect(clicked[0]?.href).toBe('blob:file-1');
    expect(document.querySelector('a[download]')).toBe(null);
  });
});
