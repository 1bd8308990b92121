import { Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render.tsx';

describe("the app theme's selects", () => {
  it('draw their options when opened, not hidden in the page from their mount', async () => {
    const { user } = renderWithTheme(<Select label="Province" data={['Gauteng', 'Limpopo']} />);
    // Kept mounted, each closed list was positioned as its page mounted: a forced layout.
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Province' }));
    expect(await screen.findByRole('option', { name: 'Limpopo' })).toBeTruthy();
  });
});
