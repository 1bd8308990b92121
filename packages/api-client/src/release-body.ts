/**
 * Lets go of a response body nobody will read. Not awaited: some stream sources (MSW's, for
 * one) never settle `cancel()`, and waiting on it would hang the call.
 */
export function releaseBody(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}
