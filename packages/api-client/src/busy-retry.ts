/** Attempts of a download the server answered 429 (busy making documents): the first and two more. */
export const BUSY_ATTEMPTS = 3;
/** The longest `Retry-After` worth waiting for inside one download, in seconds. */
export const BUSY_WAIT_LIMIT_SECONDS = 10;

/**
 * Sends `attempt` again while the server answers 429 with a short `Retry-After` (a document or
 * export the server is too busy to start now, issue 33): at most {@link BUSY_ATTEMPTS} tries,
 * waiting what it asks. Answers the last response: a 429 still, when it stayed busy or asked
 * for longer than {@link BUSY_WAIT_LIMIT_SECONDS} (its message then says so to the user).
 */
export async function retryWhileBusy(
  attempt: () => Promise<Response>,
  signal?: AbortSignal,
  sleep: (ms: number, signal?: AbortSignal) => Promise<void> = wait,
): Promise<Response> {
  for (let tries = 1; ; tries++) {
    const response = await attempt();
    if (response.status !== 429 || tries >= BUSY_ATTEMPTS) return response;
    const header = response.headers.get('Retry-After');
    const seconds = header === null ? Number.NaN : Number(header);
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > BUSY_WAIT_LIMIT_SECONDS) {
      return response;
    }
    // Not awaited: some fetch implementations settle a cancelled body only once it is read.
    response.body?.cancel().catch(() => {});
    await sleep(seconds * 1000, signal);
  }
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
