import type { ProductSearch } from './product-search.ts';

/**
 * Where the product list's numbered pages start, by keyset (decision 056). Each page the API
 * answers hands out `next_cursor`, the start of the page after it; remembered here, page N + 1
 * (and any page seen before, going back) is asked by that cursor instead of by `skip`, so paging
 * on costs the same on page 10,000 as on page 1. A page never reached from its neighbour (a
 * jump by page number, or a link) is asked by `skip`, and hands out the cursor of the next.
 * Only one query (filters, sort, page size) is remembered: another one starts afresh.
 */
export class PageCursors {
  private query = '';
  private readonly starts = new Map<number, string>();

  /** The cursor that starts the page at `skip` of `query`, when a neighbour handed it out. */
  startOf(query: string, skip: number): string | undefined {
    return query === this.query ? this.starts.get(skip) : undefined;
  }

  /** Records that, in `query`, the page after the one at `skip` (of `limit` rows) starts at `next`. */
  remember(query: string, skip: number, limit: number, next: string | null | undefined): void {
    if (query !== this.query) {
      this.query = query;
      this.starts.clear();
    }
    if (next) this.starts.set(skip + limit, next);
  }
}

/** The page starts of the products list while the app runs (back and forth keep their cursors). */
export const productPageCursors = new PageCursors();

/**
 * The products list's query for the URL's page: by the remembered cursor of its start when a
 * neighbour handed it out, else by `skip`; with the key its cursors are remembered under. The
 * route's loader and the page ask the same, so the cache they share holds one request.
 */
export function productPageQuery(search: ProductSearch) {
  const { skip, limit, sort_by, sort_order, ...filters } = search;
  const query = JSON.stringify([filters, sort_by, sort_order, limit]);
  const cursor = skip ? productPageCursors.startOf(query, skip) : undefined;
  return { query, params: cursor ? { ...search, skip: 0, cursor } : search };
}
