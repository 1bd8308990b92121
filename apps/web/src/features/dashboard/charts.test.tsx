import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart.tsx';
import { DonutChart } from './donut-chart.tsx';

function inMantine(node: React.ReactNode) {
  return render(<MantineProvider env="test">{node}</MantineProvider>);
}

const dash = (element: Element) =>
  (element.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);

describe('DonutChart', () => {
  it('gives each slice its share of the circle, one after the other', () => {
    const { container } = inMantine(
      <DonutChart
        size={120}
        thickness={20}
        label="4"
        slices={[
          { name: 'Draft', value: 1, color: 'gray.5' },
          { name: 'Done', value: 3, color: 'teal.6' },
        ]}
      />,
    );
    const circumference = 2 * Math.PI * 50;
    const [draft, done] = Array.from(container.querySelectorAll('circle'));
    if (!draft || !done) throw new Error('two slices expected');
    expect(dash(draft)[0]).toBeCloseTo(circumference / 4);
    expect(dash(done)[0]).toBeCloseTo((circumference * 3) / 4);
    expect(Number(done.getAttribute('stroke-dashoffset'))).toBeCloseTo(-circumference / 4);
    expect(done.getAttribute('stroke')).toBe('var(--mantine-color-teal-6)');
    expect(container.querySelector('svg text')?.textContent).toBe('4');
  });

  it('draws nothing for slices of zero (no NaN when everything is zero)', () => {
    const { container } = inMantine(
      <DonutChart
        size={100}
        thickness={10}
        label="0"
        slices={[{ name: 'A', value: 0, color: 'red' }]}
      />,
    );
    expect(dash(container.querySelector('circle') as Element)[0]).toBe(0);
  });
});

describe('BarChart', () => {
  it('makes each bar as long as its share of the largest value', () => {
    const { container } = inMantine(
      <BarChart
        color="blue.7"
        bars={[
          { label: 'SKU-1', value: 200 },
          { label: 'SKU-2', value: 50 },
        ]}
      />,
    );
    const widths = Array.from(container.querySelectorAll<HTMLElement>('[data-bar]')).map(
      (bar) => bar.style.width,
    );
    expect(widths).toEqual(['100%', '25%']);
    expect(container.textContent).toContain('SKU-2');
    expect(container.textContent).toContain('200');
  });
});
