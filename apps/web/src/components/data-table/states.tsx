import { isApiError } from '@back-office/api-client';
import { Button, Code, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInbox, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Notice } from '../notice.tsx';
import { SkeletonBar } from '../skeleton-bar.tsx';
import { CELL_CLASS, ROW_CLASS, type TableRowAttributes } from './data-row.tsx';
import { ROW_HEIGHT } from './row-height.ts';

export interface ErrorStateProps {
  readonly error: unknown;
  /** What failed to load, e.g. "products". */
  readonly what?: string;
  readonly onRetry?: () => void;
  /** The retry is running. */
  readonly retrying?: boolean;
}

/** The message and request id of any thrown value (an `ApiError` carries both). */
export function describeError(error: unknown): { message: string; requestId?: string } {
  if (isApiError(error)) return { message: error.message, requestId: error.requestId };
  if (error instanceof Error) return { message: error.message };
  return { message: 'Something went wrong.' };
}

/**
 * A failed load: the server's message, its request id (for support) and a Retry button.
 * Used by `DataTable` and by detail pages.
 */
export function ErrorState({ error, what, onRetry, retrying }: ErrorStateProps) {
  const { message, requestId } = describeError(error);
  return (
    <Notice
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      title={what ? `Could not load ${what}` : 'Could not load the data'}
      role="alert"
      data-testid="error-state"
    >
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {requestId ? (
          <Text size="xs" c="dimmed">
            Request ID: <Code>{requestId}</Code>
          </Text>
        ) : null}
        {onRetry ? (
          <Group>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={onRetry}
              loading={retrying}
            >
              Retry
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Notice>
  );
}

export interface EmptyContent {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** A call to action, e.g. an "Upload a spreadsheet" button. */
  readonly action?: ReactNode;
  readonly icon?: ReactNode;
}

/** Nothing to show: a title, a hint and maybe an action. */
export function EmptyBlock({ title, description, action, icon }: EmptyContent) {
  return (
    <EmptyState
      py="xl"
      data-testid="empty-state"
      icon={icon ?? <IconInbox size={32} aria-hidden />}
      withIndicatorBackground
      title={title}
      description={description}
    >
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
}

const SKELETON_ROW_STYLE = { height: ROW_HEIGHT };
/** A row of a `Table` with its default `withRowBorders`. */
const BORDERED_ROW: TableRowAttributes = { 'data-with-row-border': true };

/**
 * Placeholder rows while the first page loads, as tall as the rows that replace them; enough of
 * them (see `DataTable`'s `skeletonRows`) that what sits below the table starts below the fold
 * and does not jump when a full page arrives. Plain rows with Mantine's classes, as `DataRow`
 * draws its rows: a page of placeholders is drawn in the same task as the route change that
 * shows it.
 */
export function SkeletonRows({
  columns,
  rows,
  attributes = BORDERED_ROW,
}: {
  columns: number;
  rows: number;
  /** The table's row attributes (`tableRowAttributes`), as its real rows take them. */
  attributes?: TableRowAttributes;
}) {
  return Array.from({ length: rows }, (_, row) => (
    <tr
      key={row}
      className={ROW_CLASS}
      {...attributes}
      data-testid="skeleton-row"
      aria-hidden
      style={SKELETON_ROW_STYLE}
    >
      {Array.from({ length: columns }, (_, column) => (
        <td key={column} className={CELL_CLASS}>
          <SkeletonBar height={14} width={column === 0 ? '70%' : '50%'} />
        </td>
      ))}
    </tr>
  ));
}
