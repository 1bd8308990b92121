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
  followLink(url, { download: filename });
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Follows a link the way a click on it would: `download` saves the answer (under that name, or
 * the server's when empty), `newTab` opens it in a new tab. The browser loads the file itself.
 */
export function followLink(
  href: string,
  how: { readonly download: string } | { readonly newTab: true },
): void {
  const link = document.createElement('a');
  link.href = href;
  if ('download' in how) link.download = how.download;
  else link.target = '_blank';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
