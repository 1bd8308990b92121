import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Where the cache may hold a record's version: its detail query first, else a row of one of its
 * lists. For a line, a payment or a user's roles it is the parent record (decision 041).
 */
export interface VersionSource {
  readonly id: number;
  /** The record's detail query. */
  readonly detail: QueryKey;
  /** Prefixes of the queries whose rows may hold the record (lists, searches). */
  readonly lists?: readonly QueryKey[];
  /** Reads the record (or a list holding it) when the cache holds none: `ensureQueryData`, so a
   * cached answer (perhaps optimistic, or from a server without versions) is never refetched over. */
  readonly load: () => Promise<unknown>;
  /** False when the detail query holds the record in another shape than writes answer it. */
  readonly detailIsAnswer?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The version of `data` when it is the record `id` itself. */
function ownVersion(data: unknown, id: number): number | undefined {
  if (!isRecord(data) || typeof data.version !== 'number') return undefined;
  return data.id === undefined || data.id === id ? data.version : undefined;
}

/** The rows of a list answer: an array, the arrays of a `{rows: [...], total}` page, or infinite pages. */
function rowsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (!isRecord(data)) return [];
  if (Array.isArray(data.pages)) return data.pages.flatMap(rowsOf);
  return Object.values(data).flatMap((value) => (Array.isArray(value) ? value : []));
}

/** The version of the row `id` of a list answer. */
function rowVersion(data: unknown, id: number): number | undefined {
  for (const row of rowsOf(data)) {
    if (isRecord(row) && row.id === id && typeof row.version === 'number') return row.version;
  }
  return undefined;
}

/** The record's version as the cache holds it (detail first, then any list row), if any. */
export function cachedVersion(queryClient: QueryClient, source: VersionSource): number | undefined {
  const detail = ownVersion(queryClient.getQueryData(source.detail), source.id);
  if (detail !== undefined) return detail;
  for (const prefix of source.lists ?? []) {
    for (const [, data] of queryClient.getQueriesData({ queryKey: prefix })) {
      const version = rowVersion(data, source.id);
      if (version !== undefined) return version;
    }
  }
  return undefined;
}

/** The cached version, else the one `load` reads; undefined when neither knows it. */
export async function resolveVersion(
  queryClient: QueryClient,
  source: VersionSource,
): Promise<number | undefined> {
  const cached = cachedVersion(queryClient, source);
  if (cached !== undefined) return cached;
  const loaded = await source.load();
  return ownVersion(loaded, source.id) ?? rowVersion(loaded, source.id);
}

/**
 * Writes a saved record's new version into the cache: the detail becomes `answer` when the
 * write answered the record itself, else only its `version` changes; list rows get the version.
 */
export function storeVersion(
  queryClient: QueryClient,
  source: VersionSource,
  version: number,
  answer?: unknown,
): void {
  // A record kept only as a row of a list (saved views: their "detail" is the list) never has
  // the list replaced by the one record the write answered.
  const held = queryClient.getQueryData(source.detail);
  const whole = source.detailIsAnswer !== false && answer !== undefined && !Array.isArray(held);
  if (whole && ownVersion(answer, source.id) !== undefined) {
    queryClient.setQueryData(source.detail, answer);
  } else {
    queryClient.setQueryData(source.detail, (data: unknown) =>
      isRecord(data) && typeof data.version === 'number' ? { ...data, version } : data,
    );
  }
  for (const prefix of source.lists ?? []) {
    queryClient.setQueriesData({ queryKey: prefix }, (data: unknown) =>
      withRowVersion(data, source.id, version),
    );
  }
}

function withRowVersion(data: unknown, id: number, version: number): unknown {
  const patchRow = (row: unknown) =>
    isRecord(row) && row.id === id && typeof row.version === 'number' ? { ...row, version } : row;
  if (Array.isArray(data)) return data.map(patchRow);
  if (!isRecord(data)) return data;
  if (Array.isArray(data.pages)) {
    return { ...data, pages: data.pages.map((page) => withRowVersion(page, id, version)) };
  }
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    next[key] = Array.isArray(value) ? value.map(patchRow) : value;
  }
  return next;
}
