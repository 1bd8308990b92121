import { type Schemas, unwrap } from '@back-office/api-client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient, BodyOf } from '../api/types.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../api/use-api-mutation.ts';
import { sendWithVersion } from '../concurrency/send-with-version.ts';
import type { WriteError } from '../concurrency/stale-record-error.ts';

export type BusinessDetails = Schemas['BusinessDetails'];
export type BusinessDetailsUpdate = BodyOf<'updateBusinessDetails'>;

/** Keys of the business's own details (decision 049). */
export const businessKeys = {
  all: ['business-details'] as const,
  detail: () => [...businessKeys.all, 'detail'] as const,
} as const;

/** Query options of the business details (admin only). */
export const businessQueries = {
  all: businessKeys.all,
  detail: (api: ApiClient) =>
    queryOptions({
      queryKey: businessKeys.detail(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/business-details', { signal })),
    }),
} as const;

/** `GET /api/business-details` (admin): the supplier every invoice prints. */
export function useBusinessDetails<TData = DataOf<typeof businessQueries.detail>>(
  options?: QueryExtras<typeof businessQueries.detail, TData>,
) {
  return useQuery(
    withExtras<typeof businessQueries.detail, TData>(businessQueries.detail(useApi()), options),
  );
}

/** Where the cache holds the details' version (one record, id 1). */
const businessVersion = (api: ApiClient, queryClient: QueryClient) => ({
  id: 1,
  detail: businessKeys.detail(),
  load: () => queryClient.ensureQueryData(businessQueries.detail(api)),
});

/** The mutation options of `useUpdateBusinessDetails`. */
export const updateBusinessDetailsMutation: ApiMutationFactory<
  BusinessDetails,
  BusinessDetailsUpdate,
  unknown,
  WriteError<BusinessDetails>
> = defineMutation({
  call: (api, body, queryClient) =>
    sendWithVersion(queryClient, businessVersion(api, queryClient), (ifMatch) =>
      api.PUT('/api/business-details', { params: { header: { 'If-Match': ifMatch } }, body }),
    ),
  invalidates: () => [businessKeys.all],
});

/** `PUT /api/business-details` (admin), with `If-Match` from the cache. */
export function useUpdateBusinessDetails(
  options?: MutationExtras<BusinessDetails, BusinessDetailsUpdate, WriteError<BusinessDetails>>,
) {
  return useApiMutationOf(updateBusinessDetailsMutation, options);
}
