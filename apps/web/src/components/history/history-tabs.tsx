import type { HistoryResource } from '@back-office/hooks/history';
import { Loader, Stack, Tabs } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

const HistoryList = lazy(() =>
  import('./history-list.tsx').then((module) => ({ default: module.HistoryList })),
);

/**
 * A detail page's body as two tabs: "Details" (the page's own content) and "History" (the
 * record's audit entries, loaded when the tab is first opened).
 */
export function HistoryTabs({
  resource,
  id,
  children,
}: {
  readonly resource: HistoryResource;
  readonly id: number;
  readonly children: ReactNode;
}) {
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="details">Details</Tabs.Tab>
        <Tabs.Tab value="history">History</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">
        <Stack gap="md">{children}</Stack>
      </Tabs.Panel>
      <Tabs.Panel value="history">
        <Suspense fallback={<Loader size="sm" aria-label="Loading history" />}>
          <HistoryList resource={resource} id={id} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
