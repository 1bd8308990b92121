/** How long bytes wait for their job in this process before only the database has them. */
const KEEP_MS = 60_000;
/**
 * The most bytes kept at once: a burst of uploads whose jobs wait for a free slot must not hold
 * their files in memory (twenty 20 MB files would be 400 MB); beyond it a job reads the database.
 */
export const MAX_KEPT_BYTES = 64 * 1024 * 1024;

/**
 * The bytes of uploads this app has just received, handed from the POST to its import job so
 * the job does not read the file back from the database (decision 061). The database keeps the
 * file: a job another process claims, or one resumed after a crash, reads it there. One per app
 * (`AppDeps.receivedFiles`), since upload ids are only unique within one database.
 */
export class ReceivedFiles {
  private readonly kept = new Map<number, { bytes: Uint8Array; timer: NodeJS.Timeout }>();
  private keptBytes = 0;

  constructor(private readonly maxBytes = MAX_KEPT_BYTES) {}

  /**
   * Keeps an upload's bytes for its import job (call after the upload's row committed); returns
   * whether it did (not when that would pass the cap).
   */
  keep(uploadId: number, bytes: Uint8Array): boolean {
    this.forget(uploadId);
    if (this.keptBytes + bytes.byteLength > this.maxBytes) return false;
    const timer = setTimeout(() => this.forget(uploadId), KEEP_MS);
    timer.unref();
    this.kept.set(uploadId, { bytes, timer });
    this.keptBytes += bytes.byteLength;
    return true;
  }

  /** The upload's bytes, if this app received them and no one took them yet. */
  take(uploadId: number): Uint8Array | undefined {
    const entry = this.kept.get(uploadId);
    this.forget(uploadId);
    return entry?.bytes;
  }

  private forget(uploadId: number): void {
    const entry = this.kept.get(uploadId);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.kept.delete(uploadId);
    this.keptBytes -= entry.bytes.byteLength;
  }
}
