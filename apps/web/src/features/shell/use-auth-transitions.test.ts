import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test-utils/fixtures.ts';
import { createTestRouter } from '../../test-utils/test-router.ts';
import { useAuthTransitions } from './use-auth-transitions.ts';

type Auth = Parameters<typeof useAuthTransitions>[1];

function setUp(first: Auth) {
  const router = createTestRouter();
  const invalidate = vi.spyOn(router, 'invalidate').mockResolvedValue(undefined);
  const navigate = vi.spyOn(router, 'navigate').mockResolvedValue(undefined);
  const hook = renderHook((auth: Auth) => useAuthTransitions(router, auth), {
    initialProps: first,
  });
  return { ...hook, invalidate, navigate };
}

describe('useAuthTransitions', () => {
  it('leaves the guards alone when the first render already knows the user (a hydrated page)', () => {
    const { invalidate, navigate } = setUp({ isLoading: false, user: makeUser(['admin']) });
    expect(invalidate).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('re-runs the guards when the session check settles after the first render', () => {
    const { rerender, invalidate } = setUp({ isLoading: true, user: null });
    expect(invalidate).not.toHaveBeenCalled();
    rerender({ isLoading: false, user: makeUser(['admin']) });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('re-runs the guards when the user changes (roles changed)', () => {
    const { rerender, invalidate } = setUp({ isLoading: false, user: makeUser(['admin']) });
    rerender({ isLoading: false, user: makeUser(['viewer']) });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
