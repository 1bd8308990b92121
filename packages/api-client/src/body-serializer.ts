function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function holdsBlob(value: unknown): boolean {
  if (value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some((item) => item instanceof Blob);
  return false;
}

/** True when a body must travel as multipart: it is FormData or has a Blob/File field. */
export function isMultipartBody(body: unknown): boolean {
  if (body instanceof FormData) return true;
  return isRecord(body) && Object.values(body).some(holdsBlob);
}

function appendField(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'blob');
  else if (typeof value === 'object') form.append(key, JSON.stringify(value));
  else form.append(key, String(value));
}

/** Turns `{ file, template_id }` into FormData; arrays become repeated parts. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value) && value.some((item) => item instanceof Blob)) {
      for (const item of value) appendField(form, key, item);
    } else {
      appendField(form, key, value);
    }
  }
  return form;
}

/**
 * The client's body serializer: multipart bodies become FormData (the runtime then writes the
 * Content-Type with its boundary; nobody sets it by hand), URL-encoded and raw bodies pass
 * through, everything else is JSON.
 */
export function serializeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    typeof body === 'string'
  ) {
    return body;
  }
  if (isRecord(body) && isMultipartBody(body)) return toFormData(body);
  return JSON.stringify(body);
}
