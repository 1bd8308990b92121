import '@mantine/spotlight/styles.css';
import type { Schemas } from '@back-office/api-client';
import { useAuth, useDebouncedValue, useEverythingSearch, useSavedViews } from '@back-office/hooks';
import { checkRouteAccess } from '@back-office/permissions';
import { Loader, Text } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconBookmark, IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { palettePages } from './palette-pages.ts';
import { HIT_GROUPS, searchHitTarget } from './search-hit-link.ts';

// The palette's own store: the trigger (in the shell's first chunk) opens it through
// `openPalette` once this module has loaded, and the hotkey works before that.
const [paletteStore, paletteActions] = createSpotlight();

/** Opens the palette (called by the trigger after importing this module). */
export const openPalette = paletteActions.open;

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
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const debounced = useDebouncedValue(needle);
  const search = useEverythingSearch(debounced);
  const views = useSavedViews();
  const pages = useMemo(() => (user ? palettePages(user) : []), [user]);
  if (!user) return null;

  const go = (href: string) => router.history.push(href);
  const shownPages = pages
    .filter((page) => needle === '' || matches(page.label, needle) || matches(page.path, needle))
    .slice(0, PAGE_LIMIT);
  const shownViews = (views.data ?? []).filter(
    (view) =>
      checkRouteAccess(user, view.path).allowed && (needle === '' || matches(view.name, needle)),
  );
  const hits = debounced === needle && needle !== '' ? (search.data?.results ?? []) : [];
  const searching = needle !== '' && (debounced !== needle || search.isFetching);
  const empty = shownPages.length + shownViews.length + hits.length === 0;

  return (
    <Spotlight.Root
      store={paletteStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={480}
    >
      <Spotlight.Search
        placeholder="Go to a page, or find a consultant, order, product, invoice…"
        aria-label="Search pages and records"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={searching ? <Loader size="xs" aria-label="Searching" /> : null}
        data-testid="command-palette-search"
      />
      <Spotlight.ActionsList aria-label="Results">
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
                onClick={() => go(`${view.path}${view.search}`)}
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
        {empty && !searching && <Spotlight.Empty>Nothing found</Spotlight.Empty>}
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
