import type { ApiClient } from '@back-office/api-client';
import type { PeriodScopeAhead } from '@back-office/hooks/periods';
import { browserStorage } from '@back-office/hooks/storage';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a period-scoped route's loader needs to ask for its page's data before the page draws
 * (decision 032): the router context's client and API, and this browser's stored selection.
 */
export function periodScopeAhead(context: {
  readonly queryClient: QueryClient;
  readonly api: ApiClient;
}): PeriodScopeAhead {
  return {
    queryClient: context.queryClient,
    api: context.api,
    storage: browserStorage(),
    now: Date.now,
  };
}
