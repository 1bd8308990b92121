/** A multipart field value: files as Blob/File, the rest as text. */
export type FormValue = Blob | string | number | boolean | null | undefined;

/**
 * FormData from plain fields; null and undefined are left out.
 *
 * @example
 * toFormData({ file, template_id: 3 });
 */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, String(value));
  }
  return form;
}
