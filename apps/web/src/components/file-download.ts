/** What the hooks' download mutations resolve with (`DownloadResult` of the api client). */
export interface DownloadedFile {
  readonly blob: Blob;
  /** The server's name (Content-Disposition) or the spec's default. */
  readonly filename: string;
}

/**
 * Saves a downloaded file under its name through a temporary object URL.
 *
 * @example
 * const file = await download.mutateAsync(order.id);
 * saveFile(file);
 */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
