import type { Upload } from '@back-office/api-client';
import { StatusBadge } from '../../components/status-badge.tsx';
import { UPLOAD_STATUSES } from './history-search.ts';

// The value set lives with the route's search schema (entry chunk; no Badge there).
export { UPLOAD_STATUSES };

type UploadStatus = Upload['status'];

/** Dark shades so white text passes contrast in both themes. */
const STYLE: Record<UploadStatus, { color: string; label: string }> = {
  pending: { color: 'gray.7', label: 'Pending' },
  processing: { color: 'blue.9', label: 'Processing' },
  completed: { color: '#1b5e20', label: 'Completed' },
  failed: { color: 'red.9', label: 'Failed' },
};

export function uploadStatusLabel(status: UploadStatus): string {
  return STYLE[status]?.label ?? status;
}

/** An upload's status as a badge. */
export function UploadStatusBadge({ status }: { readonly status: UploadStatus }) {
  const style = STYLE[status] ?? { color: 'gray.7', label: status };
  return <StatusBadge status={status} label={style.label} color={style.color} miw={96} />;
}
