// `@back-office/hooks/weekly-combinations` (decision 068).
export {
  useCancelWeeklyCombination,
  useCreateWeeklyCombination,
  useDeleteWeeklyCombination,
  useDownloadWeeklyCombinationFile,
  useProcessWeeklyCombination,
  useWeeklyCombination,
  useWeeklyCombinationDownload,
  useWeeklyCombinationJob,
  useWeeklyCombinationPreview,
  useWeeklyCombinations,
  type WeeklyCombinationListParams,
  weeklyCombinationKeys,
  weeklyCombinationPages,
  weeklyCombinationQueries,
} from '../queries/weekly-combinations.ts';
