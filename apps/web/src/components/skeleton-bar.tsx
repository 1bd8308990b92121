import { getRadius, type MantineRadius, rem, Skeleton } from '@mantine/core';
import type { CSSProperties } from 'react';

// Mantine's skeleton classes, set directly: `Skeleton` resolves props, theme and styles per bar,
// and a page's placeholder holds about 150 bars, drawn in the same task as a route change. Still,
// as every skeleton of the app (the theme's `Skeleton` default, decision 076): an animated bar
// restyles its pulse on the main thread in every frame.
const SKELETON_CLASS = `${Skeleton.classes.root} mantine-Skeleton-root`;

export interface SkeletonBarProps {
  readonly height: number | string;
  /** @default '100%' */
  readonly width?: number | string;
  /** @default 'sm' */
  readonly radius?: MantineRadius;
}

/** One placeholder bar, drawn as Mantine's `Skeleton` draws it (visible, still). */
export function SkeletonBar({ height, width = '100%', radius = 'sm' }: SkeletonBarProps) {
  const style = {
    '--skeleton-height': rem(height),
    '--skeleton-width': rem(width),
    '--skeleton-radius': getRadius(radius),
  } as CSSProperties;
  return <div className={SKELETON_CLASS} data-visible style={style} />;
}
