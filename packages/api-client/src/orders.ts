/** Where warnings go; `console` by default, injectable for tests and servers. */
export interface Logger {
  warn(message: string, ...details: unknown[]): void;
}

/**
 * Parses an order's `error_details` (a JSON string, §3). Unparsable text is kept as text and a
 * warning is logged (§7); null/absent stays null; an already-parsed value passes through.
 */
export function parseErrorDetails(errorDetails: unknown, logger: Logger = console): unknown {
  if (errorDetails === undefined || errorDetails === null || errorDetails === '') return null;
  if (typeof errorDetails !== 'string') return errorDetails;
  try {
    return JSON.parse(errorDetails);
  } catch (error) {
    logger.warn('Order error_details is not valid JSON; keeping it as text', {
      errorDetails,
      error,
    });
    return errorDetails;
  }
}

export type WithParsedErrorDetails<T> = T & { parsed_error_details: unknown };

/**
 * The order with `parsed_error_details` added beside the raw `error_details`.
 *
 * @example
 * const order = withParsedErrorDetails(await unwrap(api.GET('/api/orders/{id}', …)));
 * order.parsed_error_details // { row: 4, message: 'Unknown product code' }
 */
export function withParsedErrorDetails<T extends { error_details?: unknown }>(
  order: T,
  logger: Logger = console,
): WithParsedErrorDetails<T> {
  return { ...order, parsed_error_details: parseErrorDetails(order.error_details, logger) };
}
