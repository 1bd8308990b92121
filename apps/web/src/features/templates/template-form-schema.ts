import { z } from 'zod';
import type { MappingField } from './template-kind.ts';

/** The text fields of a new template (TemplateCreate / DistributorTemplateCreate). */
export const templateDetailsSchema = z.object({
  template_name: z
    .string()
    .trim()
    .min(1, 'Give the template a name')
    .max(100, 'At most 100 characters'),
  description: z.string().trim().max(500, 'At most 500 characters'),
  created_by: z.string().trim().max(200, 'At most 200 characters'),
});

export type TemplateDetails = z.input<typeof templateDetailsSchema>;

/** The required fields a mapping leaves unmapped. */
export function missingFields(
  fields: readonly MappingField[],
  mapping: Readonly<Record<string, string | undefined>>,
): MappingField[] {
  return fields.filter((field) => field.required && !mapping[field.field]);
}

/** The mapping as the API wants it: only mapped fields, as a JSON object string. */
export function mappingJson(mapping: Readonly<Record<string, string | undefined>>): string {
  const entries = Object.entries(mapping).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  return JSON.stringify(Object.fromEntries(entries));
}
