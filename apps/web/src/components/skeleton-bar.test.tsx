import { Skeleton } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render.tsx';
import { SkeletonBar } from './skeleton-bar.tsx';

// Decision 076: an animated bar is restyled on the main thread in every frame; a list's skeleton
// holds about 150, and their pulse cost a phone 16–20 Lighthouse points.
describe('skeletons', () => {
  it('draws a bar still, with its size', () => {
    const { container } = renderWithTheme(<SkeletonBar height={12} width="40%" />);
    const bar = container.querySelector('.mantine-Skeleton-root');
    expect(bar?.hasAttribute('data-visible')).toBe(true);
    expect(bar?.hasAttribute('data-animate')).toBe(false);
    expect((bar as HTMLElement | null)?.style.getPropertyValue('--skeleton-width')).toBe('40%');
  });

  it("draws Mantine's Skeleton still under the app's theme", () => {
    const { container } = renderWithTheme(<Skeleton height={80} />);
    const bar = container.querySelector('.mantine-Skeleton-root');
    expect(bar?.hasAttribute('data-visible')).toBe(true);
    expect(bar?.hasAttribute('data-animate')).toBe(false);
  });
});
