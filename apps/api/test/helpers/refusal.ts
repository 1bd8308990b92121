import { HttpError } from '../../src/http/errors.ts';

/** The status and detail of the `HttpError` that `work` throws; fails when it throws none. */
export async function refusal(work: () => unknown): Promise<{ status: number; detail: unknown }> {
  try {
    await work();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, detail: error.detail };
    throw error;
  }
  throw new Error('not refused');
}
