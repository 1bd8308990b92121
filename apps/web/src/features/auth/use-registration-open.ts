import { useApi } from '@back-office/hooks';
import { useEffect, useState } from 'react';

/**
 * Whether the server takes self-registration (`GET /auth/registration`, decision 039):
 * `undefined` until it answers (or when it cannot). The public pages have no query cache (it
 * arrives with the signed-in area), so this asks once per mount.
 */
export function useRegistrationOpen(): boolean | undefined {
  const api = useApi();
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    api
      .GET('/auth/registration', { signal: controller.signal })
      .then(({ data }) => setOpen(data?.open))
      .catch(() => {});
    return () => controller.abort();
  }, [api]);
  return open;
}
