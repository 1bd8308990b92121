import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../../theme/theme-provider.tsx';
import { DetailPending, ListPending, loadPageSkeletons } from './pending.tsx';

// Whether the skeletons' code has come is kept for the life of the page (the module): the first
// test sees it before and after.

function Theme({ children }: { readonly children: ReactNode }) {
  return <AppThemeProvider env="test">{children}</AppThemeProvider>;
}

describe('pending components (decision 053)', () => {
  it('draw nothing before the skeletons have loaded, and the skeleton at once after', async () => {
    const { rerender } = render(<ListPending />, { wrapper: Theme });
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
    await act(() => loadPageSkeletons());
    rerender(<ListPending />);
    expect(screen.getByTestId('page-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    rerender(<DetailPending />);
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
  });

  it('loads the code once', async () => {
    const first = loadPageSkeletons();
    expect(loadPageSkeletons()).toBe(first);
    await first;
  });
});
