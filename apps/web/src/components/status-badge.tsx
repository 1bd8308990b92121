import { Badge, type BadgeProps } from '@mantine/core';

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'variant'> {
  /** The status value, kept on the element (`data-status`) for tests and styles. */
  readonly status: string;
  /** The status in words. */
  readonly label: string;
}

/**
 * A record's status as a filled badge in its status colour, never shrunk below its text
 * ("COMPLE…" in a tight table). Every screen's status badge is one of these.
 *
 * @example
 * <StatusBadge status={status} label={INVOICE_STATUS_LABELS[status]} color={STATUS_COLORS[status]} />
 */
export function StatusBadge({ status, label, ...props }: StatusBadgeProps) {
  return (
    <Badge
      variant="filled"
      data-status={status}
      miw="max-content"
      style={{ flexShrink: 0 }}
      {...props}
    >
      {label}
    </Badge>
  );
}
