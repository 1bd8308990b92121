/**
 * The value, or an error when the server answered no body where the contract promises one
 * (the upload helper types its result as possibly undefined).
 */
export function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The server answered without the expected body');
  return value;
}
