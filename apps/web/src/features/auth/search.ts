import { searchFilters, searchSchema } from '../../components/data-table/list-search.ts';

/** Search params of the public pages, validated at the route (anything but a string is dropped). */
export const loginSearchSchema = searchSchema({ redirect: searchFilters.string() });
export const tokenSearchSchema = searchSchema({
  token: searchFilters.string(),
  email: searchFilters.string(),
});
