/**
 * The `params` of a call on a `…/{id}` path.
 *
 * @example
 * api.GET('/api/consultants/{id}', { ...byId(58), signal });
 */
export const byId = (id: number) => ({ params: { path: { id } } });
