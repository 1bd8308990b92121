import { Box, Group, Paper, SimpleGrid, Skeleton, Stack, Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { ROW_HEIGHT } from '../data-table/row-height.ts';
import { SkeletonRows } from '../data-table/states.tsx';

// The shape of a page while its code or its first answers are on their way (decision 053): the
// route's pending component, and the body a page draws in its first frame (`AfterFirstPaint`).
// Heights are the theme's own (an h1's line, a small text's line, an input with its label), so
// what replaces a skeleton starts where it did. Every skeleton is `aria-busy` and hides its
// placeholders from assistive technology.

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
    <Box style={lineOf(size)}>
      <Skeleton height={size === 'h1' ? 28 : 12} width={width} radius="sm" />
    </Box>
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
        <Skeleton height="var(--button-height-sm, 2.25rem)" width={160} radius="sm" />
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
          <Box key={width} style={INPUT_BLOCK} w={width} maw="30%">
            <Skeleton height={10} width="50%" radius="sm" />
            <Skeleton height="var(--input-height-sm)" radius="sm" />
          </Box>
        ))}
      </Group>
    </Paper>
  );
}

/** A list's table: its header row and a page of rows as tall as the list's rows. */
function TableSkeleton() {
  return (
    <Table verticalSpacing="xs" aria-hidden>
      <Table.Thead>
        <Table.Tr style={{ height: ROW_HEIGHT }}>
          {Array.from({ length: LIST_SKELETON_COLUMNS }, (_, column) => (
            <Table.Th key={column}>
              <Skeleton height={12} width="40%" radius="sm" />
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <SkeletonRows columns={LIST_SKELETON_COLUMNS} rows={LIST_SKELETON_ROWS} />
      </Table.Tbody>
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
        <Skeleton height={12} width={180} radius="sm" />
        <Skeleton height={30} width={200} radius="sm" />
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
      <Skeleton height={36} radius="sm" />
      <Skeleton height={320} radius="md" />
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
        <Skeleton key={key} height={190} radius="md" />
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
            <Skeleton key={width} height="var(--button-height-sm, 2.25rem)" width={width} />
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
