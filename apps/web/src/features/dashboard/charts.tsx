// The dashboard's charts (`@mantine/charts` → recharts, ~110 KB gzip), loaded lazily by
// `lazy-charts.tsx` so the cards and figures render first.
export { BarChart, DonutChart } from '@mantine/charts';
