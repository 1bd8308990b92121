import '@mantine/spotlight/styles.css';
import type { Schemas } from '@back-office/api-client';
import { useDebouncedValue } from '@back-office/hooks';
import { useAuth } from '@back-office/hooks/auth';
import { useEverythingSearch, useSavedViews } from '@back-office/hooks/navigation';
import { checkRouteAccess } from '@back-office/permissions';
import { Modal, Text, VisuallyHidden } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconBookmark, IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useApplySavedViewColumns } from '../../components/saved-views/use-open-saved-view.ts';
import { takeHeldKeys } from './palette-keys.ts';
import { palettePages } from './palette-pages.ts';
import { HIT_GROUPS, searchHitTarget } from './search-hit-link.ts';

// The palette's own store: the trigger (in the shell's first chunk) opens it through
// `openPalette` once this module has loaded, and the hotkey works before that.
const [paletteStore, paletteActions] = createSpotlight();

/** Opens the palette (called by the trigger after importing this module). */
export const openPalette = paletteActions.open;

/** The palette's results list (`Spotlight.ActionsList`), where the selected action is marked. */
const LIST_ID = 'command-palette-results';

const list = () => document.getElementById(LIST_ID);
const selectedAction = () => list()?.querySelector<HTMLElement>('[data-selected]') ?? null;
const hasSelection = () => selectedAction() !== null;
const hasAction = () => list()?.querySelector('[data-action]') != null;
const setSelected = (index: number) => paletteStore.updateState((s) => ({ ...s, selected: index }));

/** Marks the first action selected, as Spotlight's arrows do; false when there is none. */
function selectTop(): boolean {
  const top = list()?.querySelector<HTMLElement>('[data-action]');
  if (!top) return false;
  selectedAction()?.removeAttribute('data-selected');
  top.setAttribute('data-selected', 'true');
  top.scrollIntoView?.({ block: 'nearest' });
  setSelected(0);
  return true;
}

function clearSelection(): void {
  selectedAction()?.removeAttribute('data-selected');
  setSelected(-1);
}

/** How many "go to" pages show at most (they are filtered as the user types). */
const PAGE_LIMIT = 8;

const matches = (text: string, query: string) => text.toLowerCase().includes(query);

function groupsOf(hits: readonly Schemas['SearchHit'][]) {
  const groups = new Map<Schemas['SearchHit']['kind'], Schemas['SearchHit'][]>();
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  return [...groups.entries()];
}

/**
 * The command palette (Ctrl+K / Cmd+K): go to any page the user may open, open one of their
 * saved views, or find consultants, orders, products, invoices and combined orders through
 * `GET /api/search`, which only searches what the user may read (decision 026).
 */
export function CommandPalette() {
  const { user } = useAuth();
  const router = useRouter();
  const [query, setQueryState] = useState('');
  // Enter pressed while a search was in flight: the top result opens once it is known.
  const [pendingEnter, setPendingEnter] = useState(false);
  const needle = query.trim().toLowerCase();
  const debounced = useDebouncedValue(needle);
  const search = useEverythingSearch(debounced);
  const views = useSavedViews();
  const applyColumns = useApplySavedViewColumns();
  const pages = useMemo(() => (user ? palettePages(user) : []), [user]);
  // Results of this very query only: never the previous query's (kept as placeholder data while
  // the new one is fetched), never "Nothing found" before the answer has come.
  const current = debounced === needle && needle !== '' && !search.isPlaceholderData;
  const hits = current ? (search.data?.results ?? []) : [];
  const searching = needle !== '' && (!current || search.isFetching);
  const hitKeys = hits.map((hit) => `${hit.kind}-${hit.id}`).join(',');
  useEffect(() => {
    if (searching || query === '') return;
    // The top result is the one Enter opens (Spotlight selects the first action only as a query
    // is typed, before the search's results have come).
    if (pendingEnter) {
      setPendingEnter(false);
      if (selectTop()) selectedAction()?.click();
    } else if (!hasSelection()) selectTop();
  }, [searching, pendingEnter, query, hitKeys]);
  if (!user) return null;

  const setQuery = (next: string) => {
    setPendingEnter(false);
    setQueryState(next);
  };
  // The keys typed since Ctrl+K, while the palette loaded and until its field took focus.
  const takeKeys = () => {
    const keys = takeHeldKeys();
    if (keys.text !== '') {
      const next = query + keys.text;
      setQueryState(next);
    }
    if (keys.enter) setPendingEnter(true);
  };
  // Spotlight clicks the selected action after this handler.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (hasAction()) {
      // The top result is known (pages and views come first, found records after them), or the
      // user chose one with the arrows.
      if (!hasSelection()) selectTop();
    } else if (searching) {
      // Nothing to open yet: the top result once the search has answered.
      clearSelection();
      setPendingEnter(true);
    }
  };

  const go = (href: string) => router.history.push(href);
  const shownPages = pages
    .filter((page) => needle === '' || matches(page.label, needle) || matches(page.path, needle))
    .slice(0, PAGE_LIMIT);
  const shownViews = (views.data ?? []).filter(
    (view) =>
      checkRouteAccess(user, view.path).allowed && (needle === '' || matches(view.name, needle)),
  );
  const count = shownPages.length + shownViews.length + hits.length;
  // Read out by a screen reader as it changes (the list's own lines are not).
  const status = searching
    ? 'Searching'
    : count === 0
      ? 'No results'
      : `${count} ${count === 1 ? 'result' : 'results'}`;

  return (
    <Spotlight.Root
      store={paletteStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={480}
    >
      {/* The dialog's name (aria-labelledby): axe aria-dialog-name. */}
      <VisuallyHidden>
        <Modal.Title>Command palette</Modal.Title>
      </VisuallyHidden>
      <Spotlight.Search
        placeholder="Go to a page, or find a consultant, order, product, invoice…"
        aria-label="Search pages and records"
        leftSection={<IconSearch size={18} aria-hidden />}
        data-testid="command-palette-search"
        data-command-palette-field
        data-autofocus
        onFocus={takeKeys}
        onKeyDown={onKeyDown}
      />
      <VisuallyHidden role="status" data-testid="command-palette-status">
        {needle === '' ? '' : status}
      </VisuallyHidden>
      <Spotlight.ActionsList aria-label="Results" id={LIST_ID}>
        {shownPages.length > 0 && (
          <Spotlight.ActionsGroup label="Go to">
            {shownPages.map((page) => (
              <Spotlight.Action
                key={page.path}
                label={page.label}
                description={page.group ?? undefined}
                onClick={() => go(page.path)}
                data-palette-page={page.path}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {shownViews.length > 0 && (
          <Spotlight.ActionsGroup label="Saved views">
            {shownViews.map((view) => (
              <Spotlight.Action
                key={view.id}
                label={view.name}
                description={view.path}
                leftSection={<IconBookmark size={16} aria-hidden />}
                onClick={() => {
                  applyColumns(view);
                  go(`${view.path}${view.search}`);
                }}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {groupsOf(hits).map(([kind, group]) => (
          <Spotlight.ActionsGroup key={kind} label={HIT_GROUPS[kind]}>
            {group.map((hit) => (
              <Spotlight.Action
                key={`${kind}-${hit.id}`}
                label={hit.label}
                description={hit.description ?? undefined}
                onClick={() => void router.navigate(searchHitTarget(hit))}
                data-palette-hit={kind}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {searching && hits.length === 0 ? (
          <Spotlight.Empty data-testid="command-palette-searching">Searching…</Spotlight.Empty>
        ) : count === 0 ? (
          <Spotlight.Empty>Nothing found</Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
      {search.isError && (
        <Spotlight.Footer>
          <Text size="sm" c="red">
            The search failed; pages are still listed.
          </Text>
        </Spotlight.Footer>
      )}
    </Spotlight.Root>
  );
}
