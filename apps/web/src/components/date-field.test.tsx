import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render.tsx';
import { DateField } from './date-field.tsx';

function Controlled({ initial, spy }: { initial: string; spy: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Due date"
      value={value}
      onChange={(event) => {
        spy(event.currentTarget.value);
        setValue(event.currentTarget.value);
      }}
    />
  );
}

describe('DateField (en-ZA)', () => {
  it('shows the day in en-ZA and takes what is typed in en-ZA forms', () => {
    const spy = vi.fn();
    renderWithTheme(<Controlled initial="2026-11-01" spy={spy} />);
    const input = screen.getByLabelText('Due date') as HTMLInputElement;
    expect(input.value).toBe('01 Nov 2026');
    fireEvent.change(input, { target: { value: '2026/12/24' } });
    expect(spy).toHaveBeenLastCalledWith('2026-12-24');
    fireEvent.blur(input);
    expect(input.value).toBe('24 Dec 2026');
  });

  it('ignores text that is not a date and puts the last day back on leaving', () => {
    const spy = vi.fn();
    renderWithTheme(<Controlled initial="2026-11-01" spy={spy} />);
    const input = screen.getByLabelText('Due date') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '31 Feb 2026' } });
    expect(spy).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(input.value).toBe('01 Nov 2026');
  });
});
