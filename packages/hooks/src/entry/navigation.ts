// `@back-office/hooks/navigation` (decision 068).
export {
  navigationKeys,
  navigationQueries,
  type RenameSavedViewInput,
  useCreateSavedView,
  useDeleteSavedView,
  useEverythingSearch,
  useRenameSavedView,
  useSavedViews,
} from '../queries/navigation.ts';
