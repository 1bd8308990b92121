// `@back-office/hooks/business` (decision 068).
export {
  type BusinessDetails,
  type BusinessDetailsUpdate,
  businessKeys,
  businessQueries,
  useBusinessDetails,
  useUpdateBusinessDetails,
} from '../queries/business.ts';
