import { describe, expect, it } from 'vitest';
import { listOperations, readBundledContract, readSpecOperations } from './operations.ts';

const doc = readBundledContract();
const operations = listOperations(doc);
const keys = new Set(operations.map((o) => o.key));
const specOperations = readSpecOperations();

describe('the bundled contract', () => {
  it('lists the 114 operations of the specification', () => {
    expect(specOperations).toHaveLength(114);
    expect(new Set(specOperations).size).toBe(114);
  });

  it.each(specOperations)('contains %s with exactly that method and path', (key) => {
    expect(keys.has(key)).toBe(true);
  });

  it('marks every operation the specification does not list with x-beyond-spec', () => {
    const spec = new Set(specOperations);
    const unmarked = operations
      .filter((o) => !spec.has(o.key) && o.operation['x-beyond-spec'] !== true)
      .map((o) => o.key);
    const wronglyMarked = operations
      .filter((o) => spec.has(o.key) && o.operation['x-beyond-spec'] === true)
      .map((o) => o.key);
    expect(unmarked).toEqual([]);
    expect(wronglyMarked).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId, one tag and a summary', () => {
    const ids = operations.map((o) => o.operation.operationId ?? '');
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((o) => o.operation.tags?.length !== 1).map((o) => o.key)).toEqual([]);
    expect(operations.filter((o) => !o.operation.summary).map((o) => o.key)).toEqual([]);
  });

  it('states who may call every operation in x-required', () => {
    const valid = (r: unknown): boolean => {
      if (typeof r !== 'object' || r === null) return false;
      const entries = Object.entries(r);
      if (entries.length !== 1) return false;
      const [kind, value] = entries[0] ?? [];
      if (kind === 'auth') return value === 'public' || value === 'login';
      if (kind === 'permission')
        return typeof value === 'string' && /^[a-z_]+:(create|read|update|delete)$/.test(value);
      if (kind === 'role') return value === 'admin';
      return false;
    };
    expect(operations.filter((o) => !valid(o.operation['x-required'])).map((o) => o.key)).toEqual(
      [],
    );
  });

  it('uses a form body for both logins and multipart for every file upload', () => {
    const contentTypes = (key: string): string[] => {
      const op = operations.find((o) => o.key === key)?.operation;
      const body = op?.requestBody as { content?: Record<string, unknown> } | undefined;
      return Object.keys(body?.content ?? {});
    };
    expect(contentTypes('POST /auth/cookie/login')).toEqual(['application/x-www-form-urlencoded']);
    expect(contentTypes('POST /auth/jwt/login')).toEqual(['application/x-www-form-urlencoded']);
    for (const key of [
      'POST /api/upload',
      'POST /api/templates/upload',
      'POST /api/templates/analyze',
      'POST /api/distributor-templates/upload',
      'POST /api/distributor-templates/analyze',
      'POST /api/consultants/bulk-upload',
      'POST /api/consultants/{id}/consent-forms',
    ]) {
      expect(contentTypes(key), key).toEqual(['multipart/form-data']);
    }
  });
});
