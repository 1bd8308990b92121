// `@back-office/hooks/history` (decision 068).
export {
  type HistoryResource,
  historyKeys,
  historyPages,
  historyQueries,
  useRecordHistory,
} from '../queries/history.ts';
