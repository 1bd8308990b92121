/**
 * An order's `error_details` parsed, as the contract's `parsed_error_details` (§3): the JSON
 * value, the text itself when it is not valid JSON, or null when there is none.
 */
export function parsedErrorDetails(errorDetails: string | null): unknown {
  if (errorDetails === null || errorDetails === '') return null;
  try {
    return JSON.parse(errorDetails) as unknown;
  } catch {
    return errorDetails;
  }
}
