// `@back-office/hooks/distributor-orders` (decision 068).
export {
  type DistributorOrderListParams,
  type DistributorOrderUploadInput,
  distributorOrderKeys,
  distributorOrderPages,
  distributorOrderQueries,
  useCreateDistributorOrder,
  useDeleteDistributorOrder,
  useDistributorOrder,
  useDistributorOrders,
  useSubmitDistributorOrder,
  useUpdateDistributorOrder,
} from '../queries/distributor-orders.ts';
