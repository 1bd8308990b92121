import type { Schemas } from '@back-office/api-client';

/**
 * An order's `error_details` parsed, as the contract's `parsed_error_details` (§3): the JSON
 * value, the text itself when it is not valid JSON, or null when there is none.
 */
export function parsedErrorDetails(
  errorDetails: string | null,
): Schemas['Order']['parsed_error_details'] {
  if (errorDetails === null || errorDetails === '') return null;
  try {
    // Written by the order processor in the contract's shape; the response check in the
    // contract tests guards it.
    return JSON.parse(errorDetails) as Schemas['Order']['parsed_error_details'];
  } catch {
    return errorDetails;
  }
}
