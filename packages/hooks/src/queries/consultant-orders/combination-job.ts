import { type Schemas, unwrap } from '@back-office/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { byId } from '../../api/by-id.ts';
import { useJob } from '../../jobs/use-job.ts';
import { combinedOrderKeys } from '../combined-orders.ts';
import { consultantOrderKeys } from './keys.ts';

/**
 * The combining job: polls the combination status until terminal, then refreshes consultant
 * orders and combined orders. `useDeleteCombinationStatus` clears it. Null watches nothing.
 *
 * @example
 * const job = useCombinationJob(started?.id ?? null);
 * job.progress; job.isTerminal; job.status?.combined_order_id;
 */
export function useCombinationJob(id: number | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onTerminal = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: consultantOrderKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: consultantOrderKeys.details() });
    void queryClient.invalidateQueries({ queryKey: combinedOrderKeys.all });
  }, [queryClient]);
  return useJob<Schemas['CombinationStatus']>({
    queryKey: consultantOrderKeys.combination(id ?? 0),
    fetchStatus: (signal) =>
      unwrap(
        api.GET('/api/consultant-orders/combination-status/{id}', { ...byId(id ?? 0), signal }),
      ),
    enabled: id !== null,
    live: { kind: 'combination', id },
    onTerminal,
  });
}
