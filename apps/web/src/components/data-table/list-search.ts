import { z } from 'zod';

/**
 * The URL state of every list (decision 002): `skip`, `limit`, `sort_by`, `sort_order`, then
 * the list's own filters. Invalid values fall back to their defaults instead of failing the
 * route, so a hand-edited or stale URL still opens the list.
 */

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Page sizes offered by the pagination (the API accepts 1–1000). */
export const PAGE_SIZES = [25, 50, 100, 250, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;

/** The fields every list search has. */
export interface ListSearch {
  readonly skip: number;
  readonly limit: number;
  readonly sort_by: string;
  readonly sort_order: SortOrder;
}

export interface ListSearchOptions<Sort extends readonly [string, ...string[]], Shape> {
  /** The `sort_by` values the operation accepts (its contract enum). */
  readonly sortBy: Sort;
  readonly defaultSortBy: Sort[number];
  /** @default 'desc' */
  readonly defaultSortOrder?: SortOrder;
  /** @default 50 */
  readonly defaultLimit?: number;
  /** The list's own filters; build them with `searchFilters` so bad values are dropped. */
  readonly filters?: Shape;
}

/**
 * A zod schema for a list route's `validateSearch`.
 *
 * @example
 * const productSearch = listSearchSchema({
 *   sortBy: ['name', 'created_at'],
 *   defaultSortBy: 'created_at',
 *   filters: { search: searchFilters.text(), upload_id: searchFilters.id() },
 * });
 * export const Route = createFileRoute('/_app/products')({ validateSearch: productSearch });
 */
export function listSearchSchema<
  const Sort extends readonly [string, ...string[]],
  Shape extends z.ZodRawShape = Record<never, never>,
>(options: ListSearchOptions<Sort, Shape>) {
  const defaultOrder = options.defaultSortOrder ?? 'desc';
  const defaultLimit = options.defaultLimit ?? DEFAULT_PAGE_SIZE;
  const base = {
    skip: z.number().int().min(0).default(0).catch(0),
    limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultLimit).catch(defaultLimit),
    sort_by: z
      .enum(options.sortBy as unknown as [Sort[number], ...Sort[number][]])
      .default(options.defaultSortBy)
      .catch(options.defaultSortBy),
    sort_order: z.enum(SORT_ORDERS).default(defaultOrder).catch(defaultOrder),
  };
  return z.object({ ...base, ...(options.filters ?? ({} as Shape)) });
}

/** Filter fields for `listSearchSchema`: optional, and dropped (not an error) when invalid. */
export const searchFilters = {
  /** Free text; blank becomes absent. */
  text: () => z.string().trim().min(1).max(200).optional().catch(undefined),
  /** A positive integer id (product set, upload, template…). */
  id: () => z.number().int().positive().optional().catch(undefined),
  /** One of a fixed set of values (a status…). */
  oneOf: <const V extends readonly [string, ...string[]]>(values: V) =>
    z
      .enum(values as unknown as [V[number], ...V[number][]])
      .optional()
      .catch(undefined),
  /** A yes/no toggle. */
  flag: () => z.boolean().optional().catch(undefined),
};

/**
 * The defaults of a list schema, for `stripSearchParams` so the URL only shows what differs.
 *
 * @example
 * search: { middlewares: [stripSearchParams(listSearchDefaults(productSearch))] }
 */
export function listSearchDefaults<S extends z.ZodType>(schema: S): z.output<S> {
  return schema.parse({});
}

/** The page (1-based) a `skip`/`limit` pair shows. */
export function pageOf(skip: number, limit: number): number {
  return Math.floor(skip / Math.max(limit, 1)) + 1;
}

/** The number of pages for `total` rows (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(limit, 1)));
}
