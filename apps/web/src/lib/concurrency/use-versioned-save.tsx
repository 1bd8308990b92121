import { isStaleRecord } from '@back-office/hooks/concurrency';
import type { HistoryResource } from '@back-office/hooks/history';
import { type ReactNode, useRef, useState } from 'react';
import { type ConflictChoice, ConflictDialog } from '../../components/conflict/conflict-dialog.tsx';
import { LiveRecordNotice } from '../../components/conflict/live-record-notice.tsx';
import {
  type FieldChange,
  type FlatValues,
  fieldsChanged,
  mergeTheirs,
  theirChanges,
} from './changed-fields.ts';
import { recordVersion } from './record-version.ts';
import { useSavedBy } from './use-saved-by.ts';

export interface VersionedSaveConfig<V extends FlatValues<V>, R> {
  /** The record as the form loaded it. */
  readonly record: R;
  readonly toValues: (record: R) => V;
  readonly labels: Readonly<Record<keyof V & string, string>>;
  /** The record's history, for who saved it; else only its `updated_at` is shown. */
  readonly history?: { readonly resource: HistoryResource; readonly id: number };
  readonly updatedAt?: (record: R) => string;
  /**
   * Reads the record afresh. Given it (and `history`, whose resource and id the live stream
   * uses too), `notice` says at once when someone else saves the record and offers to load
   * their changes into the form, keeping what the user typed (`typed`).
   */
  readonly reload?: () => Promise<R>;
}

/** How a save ended: sent, nothing to send, or left open for the user (cancelled, theirs taken). */
export type SaveOutcome = 'saved' | 'unchanged' | 'open';

/** What the form shows: its values and the record they started from; a new `key` remounts it. */
export interface FormSeed<V> {
  readonly key: number;
  readonly values: V;
  readonly loaded: V;
}

interface Conflict<V extends FlatValues<V>> {
  readonly changes: FieldChange<V>[];
  readonly theirs: V;
  readonly updatedAt: string | undefined;
  readonly mine: V;
  readonly intro?: string;
  readonly choose: (choice: ConflictChoice) => void;
}

/**
 * An edit form's save that merges when it can and asks when it cannot (decision 041): only the
 * fields the user changed are sent; on a 412 whose other save touched other fields, the same
 * changes go again with the new version, silently; when both changed a field, a dialog shows
 * field by field what they changed and lets the user keep theirs, take the other's, or cancel.
 */
export function useVersionedSave<V extends FlatValues<V>, R>(config: VersionedSaveConfig<V, R>) {
  const initial = config.toValues(config.record);
  const [seed, setSeed] = useState<FormSeed<V>>({ key: 0, values: initial, loaded: initial });
  const [conflict, setConflict] = useState<Conflict<V> | null>(null);
  const [busy, setBusy] = useState(false);
  const configRef = useRef(config);
  configRef.current = config;
  const savedBy = useSavedBy(config.history, conflict?.updatedAt, conflict !== null);

  /** Shows `values` in the form, starting from `loaded` (the form remounts). */
  const reseed = (values: V, loaded: V) =>
    setSeed((previous) => ({ key: previous.key + 1, values, loaded }));

  const save = async (
    mine: V,
    send: (changed: (keyof V & string)[]) => Promise<unknown>,
  ): Promise<SaveOutcome> => {
    const changed = fieldsChanged(seed.loaded, mine);
    if (changed.length === 0) return 'unchanged';
    const outcome = await sendOrAsk(mine, () => send(changed), 'on-clash');
    // A form that stays open after a save compares the next one with what was saved.
    if (outcome === 'saved') setSeed((previous) => ({ ...previous, loaded: mine }));
    return outcome;
  };

  /**
   * Sends a write that is not an edit of the form's fields (a payment on an invoice): on a 412
   * it always shows what the other person changed and asks, unless nothing shown changed.
   */
  const confirmSend = (send: () => Promise<unknown>, intro?: string): Promise<SaveOutcome> =>
    sendOrAsk(seed.loaded, send, 'always', intro);

  const sendOrAsk = async (
    mine: V,
    send: () => Promise<unknown>,
    ask: 'on-clash' | 'always',
    intro?: string,
  ): Promise<SaveOutcome> => {
    try {
      await send();
      return 'saved';
    } catch (error) {
      if (!isStaleRecord<R>(error)) throw error;
      const { toValues, updatedAt } = configRef.current;
      const theirs = toValues(error.current);
      const changes = theirChanges(seed.loaded, mine, theirs);
      // The hook has cached the new version: a resend goes with it.
      const silent =
        ask === 'always' ? changes.length === 0 : !changes.some((change) => change.clash);
      if (silent) {
        await send();
        return 'saved';
      }
      const choice = await new Promise<ConflictChoice>((choose) =>
        setConflict({
          changes,
          theirs,
          mine,
          intro,
          updatedAt: updatedAt?.(error.current),
          choose,
        }),
      );
      return settle(choice, { changes, theirs, mine }, send);
    }
  };

  const settle = async (
    choice: ConflictChoice,
    { changes, theirs, mine }: Pick<Conflict<V>, 'changes' | 'theirs' | 'mine'>,
    resend: () => Promise<unknown>,
  ): Promise<SaveOutcome> => {
    if (choice === 'mine') {
      setBusy(true);
      try {
        await resend();
        return 'saved';
      } finally {
        setBusy(false);
        setConflict(null);
      }
    }
    setConflict(null);
    if (choice === 'theirs') {
      const values: { -readonly [K in keyof V]: V[K] } = mergeTheirs(seed.loaded, mine, theirs);
      for (const change of changes) if (change.clash) values[change.field] = change.theirs;
      reseed(values, theirs);
    }
    return 'open';
  };

  /** Takes in a save someone else made (the live notice's reload): the user's edits stay. */
  const takeIn = (record: R, mine: V) => {
    const theirs = configRef.current.toValues(record);
    reseed(mergeTheirs(seed.loaded, mine, theirs), theirs);
  };

  /** What the form holds as typed; the form keeps it current (for `notice`'s reload). */
  const typed = useRef<V | null>(null);
  const { history, reload } = config;
  const notice: ReactNode =
    history && reload ? (
      <LiveRecordNotice
        resource={history.resource}
        id={history.id}
        version={recordVersion(config.record as object)}
        reloadLabel="Load their changes"
        hint="Loading their changes keeps what you have typed."
        onReload={() => void reload().then((fresh) => takeIn(fresh, typed.current ?? seed.values))}
      />
    ) : null;

  const dialog: ReactNode = (
    <ConflictDialog
      opened={conflict !== null}
      changes={conflict?.changes ?? []}
      labels={config.labels}
      savedBy={savedBy}
      busy={busy}
      intro={conflict?.intro}
      onChoose={(choice) => conflict?.choose(choice)}
    />
  );

  return { seed, save, confirmSend, takeIn, typed, notice, dialog };
}
