import { REQUEST_ID_HEADER } from './request-id.ts';

/** One item of FastAPI's 422 body. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

/** Every `detail` FastAPI and fastapi-users produce (auth-contract §1). */
export type ErrorDetail = string | { code: string; reason: string } | ValidationIssue[];

export const AUTH_EXPIRED_MESSAGE = 'Authentication expired';
export const NETWORK_ERROR_MESSAGE = 'Network error: the server could not be reached';

interface ApiErrorInit {
  status: number;
  message: string;
  detail?: ErrorDetail | Record<string, unknown>;
  code?: string;
  requestId?: string;
  body?: unknown;
  cause?: unknown;
}

/**
 * The one error type of the client. `status` is 0 when no response arrived (network failure).
 *
 * @example
 * try { await unwrap(api.GET('/api/orders/{id}', { params: { path: { id } } })) }
 * catch (e) { if (e instanceof ApiError && e.status === 404) showNotFound(e.message, e.requestId) }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly detail: ErrorDetail | Record<string, unknown> | undefined;
  readonly code: string | undefined;
  readonly requestId: string | undefined;
  /** The raw body: parsed JSON, or text when it was not JSON. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.detail = init.detail;
    this.code = init.code;
    this.requestId = init.requestId;
    this.body = init.body;
  }

  /** Builds the error for a non-2xx response whose body was already read (JSON or text). */
  static fromBody(status: number, body: unknown, requestId?: string): ApiError {
    const detail = readDetail(body);
    return new ApiError({
      status,
      message: extractMessage(body, status),
      detail,
      code: extractCode(detail),
      requestId,
      body,
    });
  }

  /** Reads the body of a non-2xx response (without consuming the caller's copy). */
  static async fromResponse(response: Response): Promise<ApiError> {
    const body = await readBody(response.clone());
    return ApiError.fromBody(
      response.status,
      body,
      response.headers.get(REQUEST_ID_HEADER) ?? undefined,
    );
  }

  static network(cause: unknown, requestId?: string): ApiError {
    return new ApiError({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
      code: 'NETWORK_ERROR',
      requestId,
      cause,
    });
  }

  static authExpired(requestId?: string, body?: unknown): ApiError {
    return new ApiError({
      status: 401,
      message: AUTH_EXPIRED_MESSAGE,
      detail: readDetail(body),
      code: 'AUTH_EXPIRED',
      requestId,
      body,
    });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Body text parsed as JSON when possible, else the text itself ('' for an empty body). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readDetail(body: unknown): ErrorDetail | Record<string, unknown> | undefined {
  if (!isRecord(body)) return undefined;
  const detail = body.detail;
  if (typeof detail === 'string' || Array.isArray(detail) || isRecord(detail)) {
    return detail as ErrorDetail | Record<string, unknown>;
  }
  return undefined;
}

/** fastapi-users' machine codes: `{code}` objects, or an UPPER_SNAKE string detail. */
function extractCode(
  detail: ErrorDetail | Record<string, unknown> | undefined,
): string | undefined {
  if (typeof detail === 'string') return MACHINE_CODE.test(detail) ? detail : undefined;
  if (Array.isArray(detail)) return 'VALIDATION_ERROR';
  if (isRecord(detail) && typeof detail.code === 'string') return detail.code;
  return undefined;
}

function formatIssue(issue: unknown): string | undefined {
  if (!isRecord(issue) || typeof issue.msg !== 'string') return undefined;
  const loc = Array.isArray(issue.loc) ? issue.loc : [];
  // Drop the location kind (body/query/path/header/cookie) and keep the field path.
  const field = loc.slice(
    ['body', 'query', 'path', 'header', 'cookie'].includes(String(loc[0])) ? 1 : 0,
  );
  return field.length > 0 ? `${field.join('.')}: ${issue.msg}` : issue.msg;
}

/**
 * The sentence of each machine code the API answers as a bare `detail` (auth-contract §1); the
 * code itself stays in `ApiError.code`. A `{code, reason}` detail carries its own sentence.
 */
export const CODE_MESSAGES: Readonly<Record<string, string>> = {
  LOGIN_BAD_CREDENTIALS: 'Invalid email or password',
  LOGIN_USER_NOT_VERIFIED: 'Please verify your email address before signing in',
  REGISTER_USER_ALREADY_EXISTS: 'User with this email already exists',
  REGISTER_INVALID_PASSWORD: 'The password does not meet the password policy',
  REGISTRATION_CLOSED: 'Registration is closed: ask an administrator for an account',
  RESET_PASSWORD_BAD_TOKEN: 'Invalid or expired reset token',
  RESET_PASSWORD_INVALID_PASSWORD: 'The new password does not meet the password policy',
  VERIFY_USER_BAD_TOKEN: 'Invalid or expired verification token',
  VERIFY_USER_ALREADY_VERIFIED: 'This email address is already verified',
  UPDATE_USER_EMAIL_ALREADY_EXISTS: 'Another user already has this email address',
  UPDATE_USER_INVALID_PASSWORD: 'The password does not meet the password policy',
};

/** A sentence for a machine code: its own, or the status's with the code in brackets. */
function codeMessage(code: string, status: number): string {
  return CODE_MESSAGES[code] ?? `${fallbackMessage(status)} (${code})`;
}

const MACHINE_CODE = /^[A-Z][A-Z0-9_]+$/;

/**
 * A human-readable message for any error body the API, or a proxy in front of it, produces:
 * `{detail: string}`, `{detail: {code, reason}}`, a 422 `{detail: [...]}` list, an `{error}` or
 * `{message}` body, plain-text 500s, and empty bodies. A machine code (`LOGIN_BAD_CREDENTIALS`)
 * becomes its sentence ({@link CODE_MESSAGES}); `ApiError.code` keeps the code.
 */
export function extractMessage(body: unknown, status: number): string {
  if (typeof body === 'string') {
    const text = body.trim();
    return text.length > 0 && text.length <= 500 ? text : fallbackMessage(status);
  }
  if (!isRecord(body)) return fallbackMessage(status);
  const detail = body.detail;
  if (typeof detail === 'string' && detail.length > 0)
    return MACHINE_CODE.test(detail) ? codeMessage(detail, status) : detail;
  if (Array.isArray(detail)) {
    const lines = detail.map(formatIssue).filter((line): line is string => line !== undefined);
    if (lines.length > 0) return lines.join('; ');
  }
  if (isRecord(detail)) {
    if (typeof detail.reason === 'string' && detail.reason.length > 0) return detail.reason;
    if (typeof detail.code === 'string') return codeMessage(detail.code, status);
    if (typeof detail.message === 'string') return detail.message;
  }
  for (const key of ['error', 'message'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return fallbackMessage(status);
}

function fallbackMessage(status: number): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  return `Request failed with status ${status}`;
}
