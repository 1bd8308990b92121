import { useApi } from '@back-office/hooks';
import { type HistoryResource, historyQueries } from '@back-office/hooks/history';
import { useQuery } from '@tanstack/react-query';
import type { SavedBy } from '../../components/conflict/saved-by-line.tsx';

/**
 * Who last saved a record and when: the newest entry of its history when it has one (read only
 * while `enabled`), else its `updated_at` without a name.
 */
export function useSavedBy(
  history: { readonly resource: HistoryResource; readonly id: number } | undefined,
  updatedAt: string | undefined,
  enabled: boolean,
): SavedBy | null {
  const api = useApi();
  const newest = useQuery({
    ...historyQueries.page(api, history?.resource ?? 'consultants', history?.id ?? 0, {
      skip: 0,
      limit: 1,
    }),
    enabled: enabled && history !== undefined,
    staleTime: 0,
  });
  const entry = newest.data?.audit_logs[0];
  if (entry) return { name: entry.actor?.name ?? null, at: entry.created_at };
  return updatedAt ? { name: null, at: updatedAt } : null;
}
