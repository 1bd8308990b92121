import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface ListTarget {
  /** A route of the app, e.g. `/orders`. */
  readonly to: string;
  /** The list's URL filters, e.g. `{ status: 'draft' }`. */
  readonly search?: Readonly<Record<string, string>>;
}

/**
 * A link to a list screen with its filters. The targets belong to other screens, whose search
 * schemas validate (and drop) what they do not know, so the link is typed loosely on purpose.
 */
export function ListLink({
  target,
  children,
  ...props
}: AnchorProps & { target: ListTarget; children: ReactNode; 'aria-label'?: string }) {
  return (
    <Anchor
      {...props}
      renderRoot={(rootProps) => (
        <Link {...rootProps} to={target.to as never} search={(target.search ?? {}) as never} />
      )}
    >
      {children}
    </Anchor>
  );
}
