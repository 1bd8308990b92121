import { useEffect, useRef } from 'react';
import { showToast } from '../../lib/notify.tsx';

/**
 * Says how a processing run ended when this screen saw it run: "ORD-… processed", or that it
 * failed (again, after a retry) with the reason, so a failed retry is never silent.
 */
export function useJobOutcomeToast(
  reference: string,
  status: string | undefined,
  message: string | null | undefined,
): void {
  const previous = useRef(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before !== 'processing' || status === before) return;
    if (status === 'completed') showToast({ kind: 'success', message: `${reference} processed` });
    if (status === 'failed') {
      showToast({
        kind: 'error',
        message: `${reference} failed: ${message || 'see the lines that could not be processed'}`,
      });
    }
  }, [reference, status, message]);
}
