/** Accepted files as Dropzone's `accept` has them: media type → file name extensions. */
export type AcceptSpec = Readonly<Record<string, readonly string[]>>;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/**
 * Whether a chosen file is of an accepted type: its name ends in an accepted extension, or it
 * has none and the browser reports an accepted media type. A file picker's `accept` only filters
 * the dialog (anyone can pick "All files"), so pickers check the file they get with this.
 *
 * @example acceptsFile(new File([], 'notes.txt', { type: 'text/plain' }), { 'application/pdf': ['.pdf'] }) // false
 */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, accept: AcceptSpec): boolean {
  const extension = extensionOf(file.name);
  if (extension) return Object.values(accept).some((list) => list.includes(extension));
  return Object.hasOwn(accept, file.type);
}

/** The `accept` attribute of an `<input type="file">` for a spec: its types and extensions. */
export const acceptAttribute = (accept: AcceptSpec): string =>
  [...Object.keys(accept), ...Object.values(accept).flat()].join(',');

/**
 * The spec of kinds named by their extension, each with its media types (the shape of the
 * domain's `SPREADSHEET_MEDIA_TYPES`): every media type → `.<kind>`.
 *
 * @example acceptOfKinds({ csv: ['text/csv'] }) // { 'text/csv': ['.csv'] }
 */
export const acceptOfKinds = (kinds: Readonly<Record<string, readonly string[]>>): AcceptSpec =>
  Object.fromEntries(
    Object.entries(kinds).flatMap(([kind, types]) => types.map((type) => [type, [`.${kind}`]])),
  );
