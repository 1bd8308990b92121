import { badRequest } from '../http/errors.ts';
import type { KindSpec } from './kinds.ts';
import { findColumn, type SheetTable } from './layout.ts';

/** Field name → the column header it reads (as written in the sample file). */
export type ColumnMapping = Record<string, string>;

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Proposes a mapping from the headers: first exact matches of the normalised header against
 * each field's synonyms, then headers that contain a synonym. A header feeds one field at most.
 */
export function proposeMapping(spec: KindSpec, table: SheetTable): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  const passes: ((header: string, synonym: string) => boolean)[] = [
    (h, s) => h === s,
    (h, s) => s.length >= 3 && h.includes(s),
  ];
  for (const matches of passes) {
    for (const field of spec.fields) {
      if (mapping[field.name]) continue;
      for (const synonym of field.synonyms) {
        const column = table.columns.find(
          (c) => !used.has(c.index) && matches(normalise(c.header), synonym),
        );
        if (column) {
          mapping[field.name] = column.header;
          used.add(column.index);
          break;
        }
      }
    }
  }
  return ordered(spec, mapping);
}

/** The mapping with its keys in the kind's field order. */
export function ordered(spec: KindSpec, mapping: ColumnMapping): ColumnMapping {
  const out: ColumnMapping = {};
  for (const f of spec.fields) {
    const header = mapping[f.name];
    if (header !== undefined) out[f.name] = header;
  }
  return out;
}

/** The required fields a mapping leaves unmapped. */
export const missingRequired = (spec: KindSpec, mapping: ColumnMapping): string[] =>
  spec.fields.filter((f) => f.required && !mapping[f.name]).map((f) => f.name);

/**
 * Parses the `column_mapping` form field (a JSON object of field → header) and checks it
 * against the kind and the sample: 400 when it is not a JSON object of known fields, names a
 * header the file lacks, or leaves a required field unmapped. Headers come back as the file
 * spells them.
 */
export function parseColumnMapping(spec: KindSpec, text: string, table: SheetTable): ColumnMapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('column_mapping is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('column_mapping must be a JSON object of field → column header');
  }
  const known = new Set(spec.fields.map((f) => f.name));
  const mapping: ColumnMapping = {};
  for (const [field, header] of Object.entries(value)) {
    if (!known.has(field)) {
      throw badRequest(
        `column_mapping: unknown field '${field}' (known: ${[...known].join(', ')})`,
      );
    }
    if (typeof header !== 'string' || header.trim() === '') {
      throw badRequest(`column_mapping: '${field}' must name a column header`);
    }
    const column = findColumn(table, header);
    if (!column) throw badRequest(`column_mapping: the file has no column '${header}'`);
    mapping[field] = column.header;
  }
  const missing = missingRequired(spec, mapping);
  if (missing.length > 0) throw badRequest(`column_mapping must map ${missing.join(', ')}`);
  return ordered(spec, mapping);
}
