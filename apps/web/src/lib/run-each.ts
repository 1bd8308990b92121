/** What a batch of one-by-one calls did. */
export interface BatchOutcome {
  /** How many calls succeeded. */
  readonly done: number;
  /** How many failed. */
  readonly failed: number;
  /** The last failure, for the error toast (with its request id). */
  readonly lastError: unknown;
}

/**
 * Runs `call` for each id in turn (for APIs without a bulk operation), never stopping at a
 * failure, so a bulk action confirmed once does as much as it can and reports the rest.
 *
 * @example
 * const { done, lastError } = await runEach(ids, (id) => remove.mutateAsync(id));
 */
export async function runEach(
  ids: readonly number[],
  call: (id: number) => Promise<unknown>,
): Promise<BatchOutcome> {
  let done = 0;
  let lastError: unknown;
  for (const id of ids) {
    try {
      await call(id);
      done += 1;
    } catch (error) {
      lastError = error;
    }
  }
  return { done, failed: ids.length - done, lastError };
}
