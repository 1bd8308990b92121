import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render.tsx';
import { LabelledValue } from './labelled-value.tsx';

describe('LabelledValue', () => {
  it('shows the label over the value, a dash for nothing, and keeps a zero', () => {
    renderWithTheme(
      <>
        <LabelledValue label="Period">November 2026</LabelledValue>
        <LabelledValue label="Notes">{null}</LabelledValue>
        <LabelledValue label="Email">{''}</LabelledValue>
        <LabelledValue label="Lines" emphasis>
          {0}
        </LabelledValue>
      </>,
    );
    const shownFor = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(shownFor('Period')).toBe('November 2026');
    expect(shownFor('Notes')).toBe('—');
    expect(shownFor('Email')).toBe('—');
    expect(shownFor('Lines')).toBe('0');
  });
});
