import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneScreen } from '../../test-utils/phone-screen.ts';
import { renderWithTheme } from '../../test-utils/render.tsx';
import { FilterBar } from './filter-bar.tsx';

/** Whether the element or one of its ancestors is `display: none`. */
function hidden(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.style.display === 'none') return true;
  }
  return false;
}

const bar = (
  <FilterBar count={2}>
    <TextInput label="Search" />
  </FilterBar>
);

describe('FilterBar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the filters in a row on a wide screen', () => {
    renderWithTheme(bar);
    expect(hidden(screen.getByLabelText('Search'))).toBe(false);
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  });

  it('folds the filters behind "Filters (n)" on a phone', async () => {
    phoneScreen();
    const { user } = renderWithTheme(bar);
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(hidden(screen.getByLabelText('Search'))).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(hidden(screen.getByLabelText('Search'))).toBe(false);
  });
});
