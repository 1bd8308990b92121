/** Keeps only the last path segment, so a header cannot steer a save into another folder. */
function basename(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  return last.trim();
}

function decodeExtValue(value: string): string | undefined {
  // RFC 5987 ext-value: charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value);
  if (!match) return undefined;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset.toLowerCase() === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/**
 * The file name a `Content-Disposition` header names, or undefined.
 * `filename*` (RFC 5987/6266, e.g. `UTF-8''na%C3%AFve.pdf`) wins over `filename`.
 *
 * @example parseContentDisposition('attachment; filename="order 7.pdf"') // 'order 7.pdf'
 */
export function parseContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  let plain: string | undefined;
  let extended: string | undefined;
  const param = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(param)) {
    const key = (match[1] ?? '').toLowerCase();
    const raw = (match[2] ?? '').trim();
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    if (key === 'filename*') extended = decodeExtValue(value) ?? extended;
    else if (key === 'filename') plain = value;
  }
  const name = basename(extended ?? plain ?? '');
  return name.length > 0 ? name : undefined;
}
