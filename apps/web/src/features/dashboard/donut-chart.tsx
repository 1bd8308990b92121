import { cssColor } from './mantine-color.ts';

export interface DonutSlice {
  readonly name: string;
  readonly value: number;
  /** A Mantine colour (`teal.6`) or any CSS colour. */
  readonly color: string;
}

/**
 * A donut of `slices` drawn as SVG circles, one dashed stroke each, with `label` in the middle.
 * Decorative: the caller gives the figures in words (the picture is `aria-hidden`).
 */
export function DonutChart({
  slices,
  size,
  thickness,
  label,
}: {
  slices: readonly DonutSlice[];
  size: number;
  thickness: number;
  label: string;
}) {
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  let offset = 0;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
      <g transform={`rotate(-90 ${size / 2} ${size / 2})`}>
        {slices.map((slice) => {
          const length = total > 0 ? (Math.max(0, slice.value) / total) * circumference : 0;
          const arc = (
            <circle
              key={slice.name}
              data-slice={slice.name}
              cx={size / 2}
              cy={size / 2}
              r={radius}
              fill="none"
              stroke={cssColor(slice.color)}
              strokeWidth={thickness}
              strokeDasharray={`${length} ${circumference - length}`}
              strokeDashoffset={-offset}
            />
          );
          offset += length;
          return arc;
        })}
      </g>
      <text
        x="50%"
        y="50%"
        textAnchor="middle"
        dominantBaseline="central"
        fill="var(--mantine-color-text)"
        fontSize={size / 7}
        fontWeight={700}
      >
        {label}
      </text>
    </svg>
  );
}
