/**
 * The URL state of every list (decision 002): `skip`, `limit`, `sort_by`, `sort_order`, then
 * the list's own filters. Invalid values fall back to their defaults instead of failing the
 * route, so a hand-edited or stale URL still opens the list.
 *
 * Plain parsers rather than zod: route `validateSearch` schemas stay in the entry chunk (only
 * route components are code-split), where zod would add 15–25 KB gzip. A schema is a Standard
 * Schema (TanStack Router's `validateSearch` takes it) with a `parse`, and never fails.
 */

/** One search param: turns whatever the URL holds into its value (never throws). */
export type SearchField<T> = (value: unknown) => T;

/** The fields of a search schema. */
export type SearchShape = Record<string, SearchField<unknown>>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OutputOf<Shape extends SearchShape> = Simplify<
  {
    -readonly [K in keyof Shape as undefined extends ReturnType<Shape[K]> ? never : K]: ReturnType<
      Shape[K]
    >;
  } & {
    -readonly [K in keyof Shape as undefined extends ReturnType<Shape[K]> ? K : never]?: ReturnType<
      Shape[K]
    >;
  }
>;

/** A search schema: what `validateSearch` gets. Links may leave out any param. */
export interface SearchSchema<Shape extends SearchShape> {
  readonly shape: Shape;
  readonly parse: (input: unknown) => OutputOf<Shape>;
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'web';
    readonly validate: (input: unknown) => { readonly value: OutputOf<Shape> };
    readonly types?: {
      readonly input: { [K in keyof Shape]?: ReturnType<Shape[K]> | undefined };
      readonly output: OutputOf<Shape>;
    };
  };
}

/** The parsed search params of a schema (`SearchOutput<typeof orderSearchSchema>`). */
export type SearchOutput<S> = S extends SearchSchema<infer Shape> ? OutputOf<Shape> : never;

/**
 * A search schema from its fields. Unknown params are dropped; a param absent from the URL is
 * absent from the result unless its field has a default.
 */
export function searchSchema<const Shape extends SearchShape>(shape: Shape): SearchSchema<Shape> {
  const parse = (input: unknown): OutputOf<Shape> => {
    const search = (typeof input === 'object' && input !== null ? input : {}) as Record<
      string,
      unknown
    >;
    const output: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const value = field(search[key]);
      if (value !== undefined || key in search) output[key] = value;
    }
    return output as OutputOf<Shape>;
  };
  return {
    shape,
    parse,
    '~standard': { version: 1, vendor: 'web', validate: (input) => ({ value: parse(input) }) },
  };
}

/** A schema with some fields added or replaced. */
export function extendSearchSchema<Shape extends SearchShape, const Extra extends SearchShape>(
  schema: SearchSchema<Shape>,
  extra: Extra,
): SearchSchema<Omit<Shape, keyof Extra> & Extra> {
  return searchSchema({ ...schema.shape, ...extra } as Omit<Shape, keyof Extra> & Extra);
}

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** An integer in `[min, max]`; anything else (absent included) becomes `fallback`. */
export const intParam =
  (min: number, max: number, fallback: number): SearchField<number> =>
  (value) =>
    isInt(value, min, max) ? value : fallback;

/** One of `values`; anything else (absent included) becomes `fallback`. */
export const enumParam =
  <const V extends readonly string[]>(values: V, fallback: V[number]): SearchField<V[number]> =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? value : fallback;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
 * A search schema for a list route's `validateSearch`.
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
  Shape extends SearchShape = Record<never, never>,
>(options: ListSearchOptions<Sort, Shape>) {
  const defaultOrder = options.defaultSortOrder ?? 'desc';
  const defaultLimit = options.defaultLimit ?? DEFAULT_PAGE_SIZE;
  return searchSchema({
    skip: intParam(0, Number.MAX_SAFE_INTEGER, 0),
    limit: intParam(1, MAX_PAGE_SIZE, defaultLimit),
    sort_by: enumParam<Sort>(options.sortBy, options.defaultSortBy),
    sort_order: enumParam(SORT_ORDERS, defaultOrder),
    ...(options.filters ?? ({} as Shape)),
  });
}

/** Filter fields for `listSearchSchema`: optional, and dropped (not an error) when invalid. */
export const searchFilters = {
  /** Free text, trimmed; blank or longer than `max` (200 by default) becomes absent. */
  text:
    (max = 200): SearchField<string | undefined> =>
    (value) => {
      if (typeof value !== 'string') return undefined;
      const text = value.trim();
      return text.length >= 1 && text.length <= max ? text : undefined;
    },
  /** Any string, as is. */
  string: (): SearchField<string | undefined> => (value) =>
    typeof value === 'string' ? value : undefined,
  /** A positive integer id (product set, upload, template…). */
  id: (): SearchField<number | undefined> => (value) =>
    isInt(value, 1, Number.MAX_SAFE_INTEGER) ? value : undefined,
  /** One of a fixed set of values (a status…). */
  oneOf:
    <const V extends readonly [string, ...string[]]>(
      values: V,
    ): SearchField<V[number] | undefined> =>
    (value) =>
      typeof value === 'string' && values.includes(value) ? value : undefined,
  /** A yes/no toggle. */
  flag: (): SearchField<boolean | undefined> => (value) =>
    typeof value === 'boolean' ? value : undefined,
  /** A calendar day (`2026-11-01`); anything else is dropped. */
  day: (): SearchField<string | undefined> => (value) =>
    typeof value === 'string' && DAY.test(value) ? value : undefined,
};

/**
 * The defaults of a list schema, for `stripSearchParams` so the URL only shows what differs.
 *
 * @example
 * search: { middlewares: [stripSearchParams(listSearchDefaults(productSearch))] }
 */
export function listSearchDefaults<S extends SearchSchema<SearchShape>>(
  schema: S,
): SearchOutput<S> {
  return schema.parse({}) as SearchOutput<S>;
}

/** The page (1-based) a `skip`/`limit` pair shows. */
export function pageOf(skip: number, limit: number): number {
  return Math.floor(skip / Math.max(limit, 1)) + 1;
}

/** The number of pages for `total` rows (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(limit, 1)));
}
