import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-utils/render.tsx';
import {
  listSearchDefaults,
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from './list-search.ts';
import { DataTablePagination } from './pagination.tsx';
import { useListSearch } from './use-list-search.ts';

const fruitSearch = listSearchSchema({
  sortBy: ['name', 'created_at'],
  defaultSortBy: 'created_at',
  filters: { search: searchFilters.text(), set_id: searchFilters.id() },
});

type FruitSearch = SearchOutput<typeof fruitSearch>;

function FruitList() {
  // Annotated: the route's type depends on this component, so inference would be circular.
  const search: FruitSearch = listRoute.useSearch();
  const list = useListSearch(search);
  return (
    <>
      <output data-testid="params">{JSON.stringify(list.params)}</output>
      <button type="button" onClick={() => list.update({ search: 'kiwi' })}>
        Filter
      </button>
      <button type="button" onClick={() => list.setSort('name', 'asc')}>
        Sort
      </button>
      <DataTablePagination {...list.pagination} total={230} noun="fruit" />
    </>
  );
}

const rootRoute = createRootRoute();
const listRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/fruit',
  validateSearch: fruitSearch,
  component: FruitList,
});

function renderList(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute]), history });
  const view = renderWithTheme(<RouterProvider router={router} />);
  const params = () => JSON.parse(screen.getByTestId('params').textContent ?? '{}');
  return { ...view, router, history, params };
}

describe('listSearchSchema', () => {
  it('fills the defaults and drops invalid values instead of failing', () => {
    expect(listSearchDefaults(fruitSearch)).toEqual({
      skip: 0,
      limit: 50,
      sort_by: 'created_at',
      sort_order: 'desc',
    });
    expect(
      fruitSearch.parse({ skip: -4, limit: 5000, sort_by: 'price', sort_order: 'up', set_id: 'x' }),
    ).toEqual({ skip: 0, limit: 50, sort_by: 'created_at', sort_order: 'desc' });
    expect(fruitSearch.parse({ search: '  ', set_id: 3 })).toMatchObject({ set_id: 3 });
  });
});

describe('useListSearch', () => {
  it('reads the list state from the URL', async () => {
    const { params } = renderList('/fruit?skip=100&limit=50&sort_by=name&sort_order=asc');
    await screen.findByTestId('params');
    expect(params()).toEqual({ skip: 100, limit: 50, sort_by: 'name', sort_order: 'asc' });
    expect(screen.getByText('Showing 101–150 of 230 fruit')).toBeTruthy();
  });

  it('pages, filters back to page one, and the back button restores the page', async () => {
    const { user, params, history } = renderList('/fruit');
    await screen.findByTestId('params');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(params()).toMatchObject({ skip: 100 });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(params()).toMatchObject({ skip: 0, search: 'kiwi' });
    expect(history.location.search).toContain('search=kiwi');
    await act(async () => history.back());
    expect(params()).toMatchObject({ skip: 100 });
    expect(params().search).toBeUndefined();
  });

  it('sorting resets to the first page', async () => {
    const { user, params } = renderList('/fruit?skip=50');
    await screen.findByTestId('params');
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    expect(params()).toMatchObject({ skip: 0, sort_by: 'name', sort_order: 'asc' });
  });
});
