import type { Schemas } from '@back-office/api-client';
import { linkOptions } from '@tanstack/react-router';

/** What a notification says about records: which kind of job, on which record, making which. */
export type NotifiedRecords = Pick<Schemas['Notification'], 'kind' | 'record_id' | 'result_id'>;

/**
 * Where a notification opens, built by the web from the records it names (the API writes no
 * paths: decision 065); typed by the route tree, so a renamed route or search field fails the
 * type check. An upload's import on the upload page; a stock order in the orders drawer, over
 * all periods; a combination's combined order (or, when it made none, the consultant orders it
 * was to combine); a weekly combination in its drawer.
 */
export function notificationTarget(n: NotifiedRecords) {
  switch (n.kind) {
    case 'upload':
      return linkOptions({ to: '/upload', search: { upload: n.record_id } });
    case 'order':
      return linkOptions({ to: '/orders', search: { periods: 'all', order: n.record_id } });
    case 'combination':
      return n.result_id === null
        ? linkOptions({ to: '/consultant-orders' })
        : linkOptions({ to: '/combined-orders/$id', params: { id: String(n.result_id) } });
    case 'weekly':
      return linkOptions({ to: '/weekly-combinations', search: { open: n.record_id } });
  }
}

export type NotificationTarget = ReturnType<typeof notificationTarget>;
