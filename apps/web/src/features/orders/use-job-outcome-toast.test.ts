import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useJobOutcomeToast } from './use-job-outcome-toast.ts';

const shown = vi.hoisted(() => [] as { kind: string; message: string }[]);
vi.mock('../../lib/notify.tsx', () => ({
  showToast: (toast: { kind: string; message: string }) => shown.push(toast),
}));

beforeEach(() => {
  shown.length = 0;
});

function watch(initial: string | undefined) {
  return renderHook(
    ({ status, message }: { status: string | undefined; message: string | null }) =>
      useJobOutcomeToast('ORD-2026-0008', status, message),
    { initialProps: { status: initial, message: null as string | null } },
  );
}

describe('useJobOutcomeToast', () => {
  it('says that a run it saw failed, with the reason (a failed retry is not silent)', () => {
    const view = watch('processing');
    view.rerender({ status: 'failed', message: '1 of 3 items could not be processed' });
    expect(shown).toEqual([
      { kind: 'error', message: 'ORD-2026-0008 failed: 1 of 3 items could not be processed' },
    ]);
  });

  it('says that a run it saw completed', () => {
    const view = watch('processing');
    view.rerender({ status: 'completed', message: null });
    expect(shown).toEqual([{ kind: 'success', message: 'ORD-2026-0008 processed' }]);
  });

  it('says nothing about an order that was already failed or completed when opened', () => {
    const view = watch(undefined);
    view.rerender({ status: 'failed', message: 'old failure' });
    view.rerender({ status: 'failed', message: 'old failure' });
    expect(shown).toEqual([]);
  });
});
