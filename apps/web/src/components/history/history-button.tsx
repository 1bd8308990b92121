import type { HistoryResource } from '@back-office/hooks/history';
import { ActionIcon, Loader, Modal } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const HistoryList = lazy(() =>
  import('./history-list.tsx').then((module) => ({ default: module.HistoryList })),
);

/** For records shown as list rows (periods): a button opening the record's history in a dialog. */
export function HistoryButton({
  resource,
  id,
  name,
}: {
  readonly resource: HistoryResource;
  readonly id: number;
  readonly name: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`History of ${name}`}
        title="History"
        onClick={() => setOpened(true)}
      >
        <IconHistory size={18} aria-hidden />
      </ActionIcon>
      {opened ? (
        <Modal opened onClose={() => setOpened(false)} title={`History of ${name}`} size="xl">
          <Suspense fallback={<Loader size="sm" aria-label="Loading history" />}>
            <HistoryList resource={resource} id={id} />
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}
