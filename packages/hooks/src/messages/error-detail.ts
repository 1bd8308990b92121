/** The fields of an error the message rules read (`ApiError` satisfies it). */
export interface ErrorLike {
  readonly status?: number;
  readonly code?: string;
  readonly detail?: unknown;
}

/** Narrows an unknown thrown value to the fields the rules read. */
export function asErrorLike(error: unknown): ErrorLike {
  if (typeof error !== 'object' || error === null) return {};
  const { status, code, detail } = error as Record<string, unknown>;
  return {
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' ? code : undefined,
    detail,
  };
}

/** FastAPI's bare reason phrases: they say nothing the status does not. */
const REASON_PHRASES = new Set(['Unauthorized', 'Forbidden', 'Not Found', 'Bad Request']);

/**
 * The server's detail as text a person can read, or undefined: a string detail as is, an
 * object detail's `reason` (never `[object Object]`), a 422 list's messages joined.
 */
export function detailText(detail: unknown): string | undefined {
  if (typeof detail === 'string') {
    const text = detail.trim();
    return text.length > 0 && !REASON_PHRASES.has(text) ? text : undefined;
  }
  if (Array.isArray(detail)) {
    const messages = detail
      .map((issue: unknown) =>
        typeof issue === 'object' && issue !== null ? (issue as { msg?: unknown }).msg : undefined,
      )
      .filter((msg): msg is string => typeof msg === 'string' && msg.length > 0);
    return messages.length > 0 ? messages.join('; ') : undefined;
  }
  if (typeof detail === 'object' && detail !== null) {
    const { reason, message } = detail as { reason?: unknown; message?: unknown };
    if (typeof reason === 'string' && reason.length > 0) return reason;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return undefined;
}

/** The machine code of an error: its `code`, a `{code}` detail, or an UPPER_SNAKE detail. */
export function errorCode(error: ErrorLike): string | undefined {
  if (error.code) return error.code;
  const { detail } = error;
  if (typeof detail === 'string') return /^[A-Z][A-Z0-9_]+$/.test(detail) ? detail : undefined;
  if (typeof detail === 'object' && detail !== null && !Array.isArray(detail)) {
    const code = (detail as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
