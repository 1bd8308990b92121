/**
 * The bytes of uploads this process has just received, handed from the POST to its import job
 * so the job does not read the file back from the database (decision 061). The database keeps
 * the file: a job another process claims, or one resumed after a crash, reads it there.
 */
const received = new Map<number, { bytes: Uint8Array; timer: NodeJS.Timeout }>();
let keptBytes = 0;

/** How long bytes wait for their job in this process before only the database has them. */
const KEEP_MS = 60_000;
/**
 * The most bytes kept at once: a burst of uploads whose jobs wait for a free slot must not hold
 * their files in memory (twenty 20 MB files would be 400 MB); beyond it a job reads the database.
 */
export const MAX_KEPT_BYTES = 64 * 1024 * 1024;

/**
 * Keeps an upload's bytes for its import job (call after the upload's row committed); returns
 * whether it did (not when that would pass {@link MAX_KEPT_BYTES}).
 */
export function keepReceivedFile(uploadId: number, bytes: Uint8Array): boolean {
  forgetReceivedFile(uploadId);
  if (keptBytes + bytes.byteLength > MAX_KEPT_BYTES) return false;
  const timer = setTimeout(() => forgetReceivedFile(uploadId), KEEP_MS);
  timer.unref();
  received.set(uploadId, { bytes, timer });
  keptBytes += bytes.byteLength;
  return true;
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
  keptBytes -= entry.bytes.byteLength;
}
