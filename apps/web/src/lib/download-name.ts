import type { DownloadedFile } from '../components/file-download.ts';

/** A file name safe on every desktop: no path separators or characters Windows refuses. */
const safe = (name: string) => name.replace(/[\\/:*?"<>|\s]+/g, '_');

/**
 * The name people use for a download: when the answer carries only the id-based default
 * (`consultant_order_21.pdf`, the specification's §9 name, or the client's own fallback), the
 * record's reference replaces the id (`consultant_order_CO-2026-000021.pdf`). A name the server
 * chose otherwise is kept.
 *
 * @example nameByReference('order_8.xlsx', 'order', 8, 'ORD-2026-0008', 'xlsx'); // 'order_ORD-2026-0008.xlsx'
 */
export function nameByReference(
  filename: string,
  prefix: string,
  id: number,
  reference: string | null | undefined,
  extension: string,
): string {
  if (!reference) return filename;
  const byId = new RegExp(`^${prefix}_${id}(\\.${extension})?$`, 'i');
  return byId.test(filename) ? `${prefix}_${safe(reference)}.${extension}` : filename;
}

/**
 * A downloaded file under {@link nameByReference}.
 *
 * @example
 * pdf.mutate(id, { onSuccess: (file) => saveFile(namedByReference(file, 'consultant_order', id, order.order_number, 'pdf')) });
 */
export function namedByReference(
  file: DownloadedFile,
  prefix: string,
  id: number,
  reference: string | null | undefined,
  extension: string,
): DownloadedFile {
  const filename = nameByReference(file.filename, prefix, id, reference, extension);
  return filename === file.filename ? file : { ...file, filename };
}
