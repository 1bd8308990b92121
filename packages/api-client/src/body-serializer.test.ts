import { describe, expect, it } from 'vitest';
import { isMultipartBody, serializeBody, toFormData } from './body-serializer.ts';

describe('serializeBody', () => {
  it('writes JSON for plain objects', () => {
    expect(serializeBody({ product_ids: [1, 2] })).toBe('{"product_ids":[1,2]}');
    expect(serializeBody(undefined)).toBeUndefined();
  });

  it('builds FormData when a field holds a file', () => {
    const file = new File(['a,b'], 'stock.csv', { type: 'text/csv' });
    const body = serializeBody({ file, template_id: 3, description: undefined, meta: { a: 1 } });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect((form.get('file') as File).name).toBe('stock.csv');
    expect(form.get('template_id')).toBe('3');
    expect(form.has('description')).toBe(false);
    expect(form.get('meta')).toBe('{"a":1}');
  });

  it('passes FormData, URLSearchParams and Blobs through', () => {
    const form = new FormData();
    const params = new URLSearchParams({ a: '1' });
    const blob = new Blob(['x']);
    expect(serializeBody(form)).toBe(form);
    expect(serializeBody(params)).toBe(params);
    expect(serializeBody(blob)).toBe(blob);
  });

  it('repeats a part for each file of a list', () => {
    const form = toFormData({ files: [new Blob(['1']), new Blob(['2'])] });
    expect(form.getAll('files')).toHaveLength(2);
    expect(isMultipartBody({ files: [new Blob(['1'])] })).toBe(true);
    expect(isMultipartBody({ ids: [1] })).toBe(false);
  });
});
