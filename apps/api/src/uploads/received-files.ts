/**
 * The bytes of uploads this process has just received, handed from the POST to its import job
 * so the job does not read the file back from the database (decision 061). The database keeps
 * the file: a job another process claims, or one resumed after a crash, reads it there.
 */
const received = new Map<number, { bytes: Uint8Array; timer: NodeJS.Timeout }>();

/** How long bytes wait for their job in this process before only the database has them. */
const KEEP_MS = 60_000;

/** Keeps an upload's bytes for its import job (call after the upload's row committed). */
export function keepReceivedFile(uploadId: number, bytes: Uint8Array): void {
  forgetReceivedFile(uploadId);
  const timer = setTimeout(() => received.delete(uploadId), KEEP_MS);
  timer.unref();
  received.set(uploadId, { bytes, timer });
}

/** The upload's bytes, if this process received them and no one took them yet. */
export function takeReceivedFile(uploadId: number): Uint8Array | undefined {
  const entry = received.get(uploadId);
  forgetReceivedFile(uploadId);
  return entry?.bytes;
}

function forgetReceivedFile(uploadId: number): void {
  const entry = received.get(uploadId);
  if (!entry) return;
  clearTimeout(entry.timer);
  received.delete(uploadId);
}
