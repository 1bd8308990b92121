/**
 * The body of an answer. A few deletes answer 200 with a body, or 204 only for a dry run
 * (`dry_run`, decision 045), which these hooks never ask for; an empty answer is a fault.
 */
export function answered<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The server answered without a body');
  return data;
}
