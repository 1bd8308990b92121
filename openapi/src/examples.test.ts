import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { readBundledContract } from './operations.ts';

const doc = readBundledContract();
const schemas = doc.components?.schemas ?? {};

// OpenAPI 3.1 schemas are JSON Schema 2020-12; `contentMediaType` and friends are annotations.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'contract', components: { schemas } });

const entries = Object.entries(schemas);

describe('schema examples', () => {
  it('the contract has schemas', () => {
    expect(entries.length).toBeGreaterThan(50);
  });

  it.each(entries.map(([name]) => name))(
    '%s has at least one example, and each validates',
    (name) => {
      const schema = schemas[name] as { examples?: unknown[] };
      expect(
        Array.isArray(schema.examples) && schema.examples.length > 0,
        `${name} has no examples`,
      ).toBe(true);
      const validate = ajv.getSchema(`contract#/components/schemas/${name}`);
      expect(validate).toBeDefined();
      for (const example of schema.examples ?? []) {
        const ok = validate?.(example);
        expect(ok, `${name}: ${ajv.errorsText(validate?.errors)}`).toBe(true);
      }
    },
  );
});
