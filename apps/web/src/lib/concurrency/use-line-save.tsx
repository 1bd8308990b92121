import { useApi } from '@back-office/hooks';
import { isStaleRecord, type StaleRecordError } from '@back-office/hooks/concurrency';
import { type HistoryResource, historyQueries } from '@back-office/hooks/history';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { type ConflictChoice, ConflictDialog } from '../../components/conflict/conflict-dialog.tsx';
import { formatMoney } from '../format.ts';
import { showToast } from '../notify.tsx';
import type { FieldChange } from './changed-fields.ts';
import { useSavedBy } from './use-saved-by.ts';

/** A line of an order as the user saw it (its version is the order's, decision 041). */
export interface LineAsSeen {
  readonly id: number;
  readonly product_code: string;
  readonly quantity: number;
  readonly unit_price_cents: number;
}

/** The parent record as a 412 answers it: its lines, and when it was saved. */
export interface RecordWithLines {
  readonly items: readonly LineAsSeen[];
  readonly updated_at?: string;
}

/**
 * How a line's save ended: sent; the line is gone (said in a toast); their quantity taken; or
 * cancelled (nothing sent, what the user typed stays for another try). `theirs` is the line as
 * the other save left it (after a 412 that asked).
 */
export type LineSaveOutcome =
  | { readonly outcome: 'saved' | 'gone' }
  | { readonly outcome: 'theirs' | 'cancel'; readonly theirs: LineAsSeen };

interface LineValues {
  readonly quantity: number;
  readonly unit_price: string;
}

const LABELS = { quantity: 'Quantity', unit_price: 'Unit price' } as const;

interface Asking {
  readonly changes: FieldChange<LineValues>[];
  readonly intro: string;
  readonly updatedAt: string | undefined;
  readonly choose: (choice: ConflictChoice) => void;
}

const valuesOf = (line: LineAsSeen, quantity = line.quantity): LineValues => ({
  quantity,
  unit_price: formatMoney(line.unit_price_cents),
});

/**
 * A line's quantity saved against its order's version (decision 043). On a 412 the order as
 * the server holds it now decides: this line as the user saw it (another line or the order's
 * own fields changed) → the same quantity goes again at once; the line gone → a toast says who
 * removed it, and the order's lines are the server's; the line changed by the other save → the
 * conflict dialog asks (keep mine resends, take theirs, cancel).
 */
export function useLineSave(history: { readonly resource: HistoryResource; readonly id: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const historyRef = useRef(history);
  historyRef.current = history;
  const savedBy = useSavedBy(history, asking?.updatedAt, asking !== null);

  /** "Thandi Nkosi" from the record's newest history entry, else null. */
  const whoSavedLast = async (): Promise<string | null> => {
    const { resource, id } = historyRef.current;
    try {
      const page = await queryClient.fetchQuery({
        ...historyQueries.page(api, resource, id, { skip: 0, limit: 1 }),
        staleTime: 0,
      });
      return page.audit_logs[0]?.actor?.name ?? null;
    } catch {
      return null;
    }
  };

  /**
   * Sends `quantity` for `seen` (the line as shown before the user typed); `send` writes it
   * with the order's version from the cache, so a resend goes with the 412's new version.
   */
  const save = async (
    seen: LineAsSeen,
    quantity: number,
    send: () => Promise<unknown>,
  ): Promise<LineSaveOutcome> => {
    try {
      await send();
      return { outcome: 'saved' };
    } catch (error) {
      if (!isStaleRecord<RecordWithLines>(error)) throw error;
      return settle(error, seen, quantity, send);
    }
  };

  const settle = async (
    error: StaleRecordError<RecordWithLines>,
    seen: LineAsSeen,
    quantity: number,
    send: () => Promise<unknown>,
  ): Promise<LineSaveOutcome> => {
    const theirs = error.current.items.find((line) => line.id === seen.id);
    if (!theirs) {
      const who = await whoSavedLast();
      showToast({
        kind: 'warning',
        message: `${seen.product_code} was removed ${who ? `by ${who} ` : ''}a moment ago; your quantity of ${quantity} was not saved.`,
      });
      return { outcome: 'gone' };
    }
    const untouched =
      theirs.quantity === seen.quantity && theirs.unit_price_cents === seen.unit_price_cents;
    // Another line or the order's own fields changed: the same quantity goes again.
    if (untouched) {
      await send();
      return { outcome: 'saved' };
    }
    const loaded = valuesOf(seen);
    const mine = valuesOf(seen, quantity);
    const now = valuesOf(theirs);
    const changes = (['quantity', 'unit_price'] as const)
      .filter((field) => loaded[field] !== now[field])
      .map(
        (field): FieldChange<LineValues> => ({
          field,
          loaded: loaded[field],
          theirs: now[field],
          mine: mine[field],
          clash: field === 'quantity' && mine.quantity !== now.quantity,
        }),
      );
    // They saved the very quantity typed here, at the same price: nothing left to send.
    if (changes.every((change) => change.field === 'quantity' && !change.clash)) {
      return { outcome: 'saved' };
    }
    const choice = await new Promise<ConflictChoice>((choose) =>
      setAsking({
        changes,
        updatedAt: error.current.updated_at,
        intro: changes.some((change) => change.clash)
          ? `You both changed the quantity of ${seen.product_code}. Keep yours to save it over theirs, or take theirs.`
          : `The price of ${seen.product_code} changed while you typed its quantity. Keep your quantity at the new price, or take the line as they left it.`,
        choose,
      }),
    );
    if (choice !== 'mine') {
      setAsking(null);
      return { outcome: choice, theirs };
    }
    setBusy(true);
    try {
      await send();
      return { outcome: 'saved' };
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const dialog: ReactNode = (
    <ConflictDialog
      opened={asking !== null}
      changes={asking?.changes ?? []}
      labels={LABELS}
      savedBy={savedBy}
      busy={busy}
      intro={asking?.intro}
      onChoose={(choice) => asking?.choose(choice)}
    />
  );

  return { save, dialog, asking: asking !== null };
}
