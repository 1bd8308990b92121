import { STATUS_CODES } from 'node:http';

/** One FastAPI/pydantic validation error item. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

/** The `detail` of an error body: a message, a code, `{code, reason}`, or a list of issues. */
export type ErrorDetail = string | { code: string; reason: string } | ValidationIssue[];

/**
 * An error answered as FastAPI's envelope `{"detail": ...}`. Throw it from any handler or
 * middleware; `app.onError` turns it into the response.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly detail: ErrorDetail;
  readonly headers: Record<string, string>;
  /** The request field the error is about (answered as `field`), e.g. a duplicate `email`. */
  readonly field: string | undefined;

  constructor(
    status: number,
    detail?: ErrorDetail,
    headers: Record<string, string> = {},
    field?: string,
  ) {
    const text = detail ?? STATUS_CODES[status] ?? 'Error';
    super(typeof text === 'string' ? text : JSON.stringify(text));
    this.status = status;
    this.detail = text;
    this.headers = headers;
    this.field = field;
  }
}

/** 400 with a code or message. */
export const badRequest = (detail: ErrorDetail) => new HttpError(400, detail);
/** 401 `{"detail":"Unauthorized"}`. */
export const unauthorized = () => new HttpError(401, 'Unauthorized');
/** 403 with a message (default `Forbidden`). */
export const forbidden = (detail = 'Forbidden') => new HttpError(403, detail);
/** 404 with a message (default `Not Found`). */
export const notFound = (detail = 'Not Found') => new HttpError(404, detail);
/**
 * 409 for a state transition the resource's state does not allow, or a value that must be
 * unique (then `field` names it, so a form can mark the field).
 */
export const conflict = (detail: string, field?: string) => new HttpError(409, detail, {}, field);
/** 422 in FastAPI's shape. */
export const validationFailed = (issues: ValidationIssue[]) => new HttpError(422, issues);
/** 429 with `Retry-After` in seconds. */
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
