import type { UploadProgress } from '@back-office/api-client';

/** What every upload hook takes besides its fields: progress and cancellation. */
export interface UploadControls {
  readonly onProgress?: (progress: UploadProgress) => void;
  readonly signal?: AbortSignal;
}
