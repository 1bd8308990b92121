import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-utils/render.tsx';
import { ROW_HEIGHT } from '../data-table/row-height.ts';
import {
  BodySkeleton,
  DetailPageSkeleton,
  LIST_SKELETON_ROWS,
  ListPageSkeleton,
} from './page-skeletons.tsx';

describe('page skeletons (decision 053)', () => {
  it("draws a list page's shape: busy, a page of rows as tall as the list's rows", () => {
    renderWithTheme(<ListPageSkeleton />);
    const skeleton = screen.getByTestId('page-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    const rows = screen.getAllByTestId('skeleton-row');
    expect(rows).toHaveLength(LIST_SKELETON_ROWS);
    for (const row of rows) expect(row.style.height).toBe(`${ROW_HEIGHT}px`);
    // Its placeholders are hidden from assistive technology; no heading claims the page.
    expect(skeleton.querySelector('table')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("draws a record's shape without rows", () => {
    renderWithTheme(<DetailPageSkeleton />);
    expect(screen.getByTestId('page-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
  });

  it("stands in for a list's body (filter bar and table) and for the dashboard's", () => {
    const { unmount } = renderWithTheme(<BodySkeleton page="products" />);
    expect(screen.getByTestId('page-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(LIST_SKELETON_ROWS);
    unmount();
    // The dashboard's: its shortcuts' row and its figures' grid (decision 063), with nothing
    // that could take the focus.
    renderWithTheme(<BodySkeleton page="dashboard" />);
    const skeleton = screen.getByTestId('page-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('dashboard-loading').children).toHaveLength(6);
    expect(skeleton.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });
});
