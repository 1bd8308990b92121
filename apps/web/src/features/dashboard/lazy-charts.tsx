import type { BarChartProps, DonutChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

const DonutChartImpl = lazy(() =>
  import('./charts.tsx').then((module) => ({ default: module.DonutChart })),
);
const BarChartImpl = lazy(() =>
  import('./charts.tsx').then((module) => ({ default: module.BarChart })),
);

/** `DonutChart`, with a round skeleton of its size while recharts loads. */
export function DonutChart(props: DonutChartProps) {
  const size = props.size ?? 160;
  return (
    <Suspense fallback={<Skeleton circle height={size} width={size} />}>
      <DonutChartImpl {...props} />
    </Suspense>
  );
}

/** `BarChart`, with a skeleton of its height while recharts loads. */
export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.h ?? 250} />}>
      <BarChartImpl {...props} />
    </Suspense>
  );
}
