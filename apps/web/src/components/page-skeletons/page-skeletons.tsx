import { Group, Paper, SimpleGrid, Stack, Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { ROW_CLASS } from '../data-table/data-row.tsx';
import { ROW_HEIGHT } from '../data-table/row-height.ts';
import { SkeletonRows } from '../data-table/states.tsx';
import { SkeletonBar } from '../skeleton-bar.tsx';

// The shape of a page while its code or its first answers are on their way (decision 053): the
// route's pending component, and the body a page draws in its first frame (`AfterFirstPaint`).
// Heights are the theme's own (an h1's line, a small text's line, an input with its label), so
// what replaces a skeleton starts where it did. Every skeleton is `aria-busy` and hides its
// placeholders from assistive technology. Its bars and table cells are plain elements with
// Mantine's classes (`SkeletonBar`): a body's skeleton is drawn in a route change's own task.

/** Skeleton rows of a list, as `DataTable` draws while its first page loads. */
export const LIST_SKELETON_ROWS = 20;
const LIST_SKELETON_COLUMNS = 6;

/** A line of text of this Mantine size (its font size times its line height). */
const lineOf = (size: 'h1' | 'sm' | 'xs'): CSSProperties => ({
  height:
    size === 'h1'
      ? 'calc(var(--mantine-h1-font-size) * var(--mantine-h1-line-height))'
      : `calc(var(--mantine-font-size-${size}) * var(--mantine-line-height-${size}))`,
  display: 'flex',
  alignItems: 'center',
});

/** A labelled input (its label's line, a gap and an `sm` input), as a filter bar holds. */
const INPUT_BLOCK: CSSProperties = {
  height:
    'calc(var(--mantine-font-size-sm) * var(--mantine-line-height-sm) + calc(0.3125rem * var(--mantine-scale)) + var(--input-height-sm))',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
};

function Line({ size, width }: { size: 'h1' | 'sm' | 'xs'; width: number | string }) {
  return (
    <div style={lineOf(size)}>
      <SkeletonBar height={size === 'h1' ? 28 : 12} width={width} />
    </div>
  );
}

/** A page's header: its title, one line of description and an action button. */
function HeaderSkeleton({ breadcrumbs = false }: { readonly breadcrumbs?: boolean }) {
  return (
    <>
      {breadcrumbs ? <Line size="xs" width={220} /> : null}
      <Group justify="space-between" align="flex-end">
        <div>
          <Line size="h1" width={220} />
          <Line size="sm" width={320} />
        </div>
        <SkeletonBar height="var(--button-height-sm, 2.25rem)" width={160} />
      </Group>
    </>
  );
}

/** A list's filter bar: a bordered box of labelled inputs. */
function FilterBarSkeleton() {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="sm" wrap="nowrap">
        {[280, 200, 160].map((width) => (
          <div key={width} style={{ ...INPUT_BLOCK, width, maxWidth: '30%' }}>
            <SkeletonBar height={10} width="50%" />
            <SkeletonBar height="var(--input-height-sm)" />
          </div>
        ))}
      </Group>
    </Paper>
  );
}

const HEAD_CLASS = `${Table.classes.thead} mantine-Table-thead`;
const BODY_CLASS = `${Table.classes.tbody} mantine-Table-tbody`;
const HEADER_CELL_CLASS = `${Table.classes.th} mantine-Table-th`;
const HEADER_ROW_STYLE = { height: ROW_HEIGHT };

/** A list's table: its header row and a page of rows as tall as the list's rows. */
function TableSkeleton() {
  return (
    <Table verticalSpacing="xs" aria-hidden>
      <thead className={HEAD_CLASS}>
        <tr className={ROW_CLASS} data-with-row-border style={HEADER_ROW_STYLE}>
          {Array.from({ length: LIST_SKELETON_COLUMNS }, (_, column) => (
            <th key={column} className={HEADER_CELL_CLASS}>
              <SkeletonBar height={12} width="40%" />
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={BODY_CLASS}>
        <SkeletonRows columns={LIST_SKELETON_COLUMNS} rows={LIST_SKELETON_ROWS} />
      </tbody>
    </Table>
  );
}

/** The parts of a list's body: filter bar, table, pagination. */
function ListBodyParts() {
  return (
    <>
      <FilterBarSkeleton />
      <TableSkeleton />
      <Group justify="space-between" h={30}>
        <SkeletonBar height={12} width={180} />
        <SkeletonBar height={30} width={200} />
      </Group>
    </>
  );
}

/** A record's body: two cards of labelled values and a panel below them. */
function DetailBodyParts() {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {[1, 2].map((card) => (
          <Paper key={card} withBorder p="md" radius="md">
            <Stack gap="sm">
              {[1, 2, 3, 4].map((line) => (
                <Line key={line} size="sm" width={`${40 + ((card + line) % 3) * 15}%`} />
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <SkeletonBar height={36} />
      <SkeletonBar height={320} radius="md" />
    </>
  );
}

/** The busy frame every skeleton draws in (the journeys and the tests find it by `aria-busy`). */
function Busy({ children }: { readonly children: ReactNode }) {
  return (
    <Stack gap="md" aria-busy="true" data-testid="page-skeleton">
      {children}
    </Stack>
  );
}

/** A list page's pending component: header, filter bar, table of skeleton rows, pagination. */
export function ListPageSkeleton() {
  return (
    <Busy>
      <HeaderSkeleton />
      <ListBodyParts />
    </Busy>
  );
}

/** A record's (or its editor's) pending component: breadcrumbs, header, cards. */
export function DetailPageSkeleton() {
  return (
    <Busy>
      <HeaderSkeleton breadcrumbs />
      <DetailBodyParts />
    </Busy>
  );
}

/** The dashboard's figures while they load: its cards' grid, each card as tall as a figure's. */
export function DashboardFiguresSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" data-testid="dashboard-loading">
      {[1, 2, 3, 4, 5, 6].map((key) => (
        <SkeletonBar key={key} height={190} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/**
 * The body of a page drawn with its header (`AfterFirstPaint`) until the body itself is drawn:
 * a list's filter bar and table; the dashboard's shortcuts and figures (decision 063). It holds
 * nothing focusable, so it can neither take nor keep the focus.
 */
export function BodySkeleton({ page }: { readonly page: string }) {
  if (page === 'dashboard') {
    return (
      <Busy>
        <Group gap="sm" aria-hidden>
          {[180, 200, 160, 150].map((width) => (
            <SkeletonBar
              key={width}
              height="var(--button-height-sm, 2.25rem)"
              width={width}
              radius="md"
            />
          ))}
        </Group>
        <DashboardFiguresSkeleton />
      </Busy>
    );
  }
  return (
    <Busy>
      <ListBodyParts />
    </Busy>
  );
}
