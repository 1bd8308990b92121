import type { Schemas } from '@back-office/api-client';
import { useRenameSavedView } from '@back-office/hooks/navigation';
import { useState } from 'react';
import { useVersionedSave } from '../../lib/concurrency/use-versioned-save.tsx';
import { ViewNameModal } from './view-name-modal.tsx';

type SavedView = Schemas['SavedView'];

const LABELS = { name: 'Name' } as const;

export interface RenameViewModalProps {
  /** The view being renamed, as the sidebar lists it; null when closed. */
  readonly view: SavedView | null;
  readonly onClose: () => void;
}

/**
 * Renames a saved view against its version (decision 043): a 412 whose other save left the
 * name alone (the view's filters changed) resends the new name at once; when the name itself
 * changed meanwhile, the conflict dialog asks.
 */
export function RenameViewModal({ view, onClose }: RenameViewModalProps) {
  // The last view stays while the dialog closes, so its closing transition plays.
  const [last, setLast] = useState(view);
  if (view && view !== last) setLast(view);
  if (!last) return null;
  return (
    <RenameForm
      key={`${last.id}:${last.version}`}
      view={last}
      opened={view !== null}
      onClose={onClose}
    />
  );
}

function RenameForm({
  view,
  opened,
  onClose,
}: {
  view: SavedView;
  opened: boolean;
  onClose: () => void;
}) {
  const rename = useRenameSavedView();
  const versioned = useVersionedSave({
    record: view,
    toValues: (record: SavedView) => ({ name: record.name }),
    labels: LABELS,
    updatedAt: (record: SavedView) => record.updated_at,
  });
  return (
    <>
      <ViewNameModal
        opened={opened}
        title="Rename saved view"
        submitLabel="Rename"
        initialName={versioned.seed.values.name}
        onClose={onClose}
        onSubmit={(name) =>
          versioned.save({ name }, () => rename.mutateAsync({ id: view.id, name }))
        }
      />
      {versioned.dialog}
    </>
  );
}
