// `@back-office/hooks/periods` (decision 068).
export {
  PeriodProvider,
  usePeriods,
  useSelectedPeriod,
  useSelectedPeriodId,
} from '../periods/period-provider.tsx';

export {
  type PeriodScopeAhead,
  periodScopedParamsAhead,
  selectedPeriodIdAhead,
} from '../periods/selected-period-ahead.ts';
export {
  type PeriodListParams,
  periodKeys,
  periodPages,
  periodQueries,
  useActivatePeriod,
  useArchivePeriod,
  useClosePeriod,
  useCreatePeriod,
  useDeletePeriod,
  usePeriod,
  useUpdatePeriod,
} from '../queries/periods.ts';
export { writeSelectedPeriodId } from '../storage/selected-period.ts';
