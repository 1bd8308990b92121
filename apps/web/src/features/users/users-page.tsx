import type { User } from '@back-office/api-client';
import { useAuth } from '@back-office/hooks/auth';
import { useDeactivateUser, useUsers } from '@back-office/hooks/users';
import { ALL_ROLES, isAdmin, roleLabel } from '@back-office/permissions';
import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconHistory, IconShieldLock, IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { useConfirm } from '../../components/confirm/index.ts';
import {
  BulkActionBar,
  ClearFiltersButton,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  FilterBar,
  filteredEmptyState,
  ListExportMenu,
  ListPageHeader,
  listFilters,
  queryTableState,
  SearchInput,
  useListSearch,
  useRowSelection,
} from '../../components/data-table/index.ts';
import { SaveViewButton } from '../../components/saved-views/save-view-button.tsx';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { runEach } from '../../lib/run-each.ts';
import { EmailDeliverySection } from './email-delivery.tsx';
import { ActiveBadge, RoleBadges } from './user-badges.tsx';
import { type UserSearch, userListParams } from './user-search.ts';

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

const COLUMNS: DataTableColumn<User>[] = [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'last_name',
    cell: (user) => (
      <Stack gap={0}>
        <Anchor
          fw={600}
          size="sm"
          renderRoot={(props) => (
            <Link to="/users/$userId" params={{ userId: String(user.id) }} {...props} />
          )}
        >
          {user.full_name || user.email}
        </Anchor>
        <Text size="xs" c="dimmed">
          {user.email}
        </Text>
      </Stack>
    ),
  },
  { key: 'roles', header: 'Roles', cell: (user) => <RoleBadges user={user} /> },
  {
    key: 'department',
    header: 'Department',
    sortKey: 'department',
    cell: (user) => user.department ?? '—',
  },
  { key: 'active', header: 'Status', cell: (user) => <ActiveBadge active={user.is_active} /> },
  {
    key: 'verified',
    header: 'Verified',
    cell: (user) => (user.is_verified ? 'Yes' : 'No'),
  },
  {
    key: 'last_login',
    header: 'Last login',
    sortKey: 'last_login',
    cell: (user) => (user.last_login ? formatDateTime(user.last_login) : 'Never'),
  },
  {
    key: 'created_at',
    header: 'Created',
    sortKey: 'created_at',
    cell: (user) => formatDateTime(user.created_at),
  },
];

/**
 * `/users` (admin): staff accounts searched, filtered by role and status, sorted and paged in
 * the URL; create one, open one, deactivate several at once after a confirmation.
 */
export function UsersPage({ search }: { search: UserSearch }) {
  const list = useListSearch(search);
  const params = useMemo(() => userListParams(search), [search]);
  const users = useUsers(params);
  const { user: me } = useAuth();
  const admin = isAdmin(me);
  const selection = useRowSelection<number>(JSON.stringify(params));
  const confirm = useConfirm();
  const deactivate = useDeactivateUser();
  const {
    filtered,
    count: filterCount,
    clear: clearFilters,
  } = listFilters(list, ['search', 'role', 'is_active']);

  const deactivateSelected = async (ids: readonly number[]) => {
    // One call per user (the API has no bulk deactivation); confirmed once for the batch.
    const { done, lastError } = await runEach(ids, (id) => deactivate.mutateAsync(id));
    selection.clear();
    if (done > 0)
      showToast({ kind: 'success', message: `Deactivated ${formatCount(done, 'user')}` });
    if (lastError) notifyFailure(lastError);
  };

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Users"
        description="Staff and distributor accounts, their roles and whether they may sign in."
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconShieldLock size={16} aria-hidden />}
              renderRoot={(props) => <Link to="/users/roles" {...props} />}
            >
              Roles
            </Button>
            <Button
              variant="default"
              leftSection={<IconHistory size={16} aria-hidden />}
              renderRoot={(props) => <Link to="/users/audit" {...props} />}
            >
              Audit log
            </Button>
            {admin ? (
              <Button
                leftSection={<IconUserPlus size={16} aria-hidden />}
                renderRoot={(props) => <Link to="/users/create" {...props} />}
              >
                New user
              </Button>
            ) : null}
          </Group>
        }
      />

      <AfterFirstPaint page="users">
        <FilterBar count={filterCount}>
          <SearchInput
            label="Search users"
            placeholder="Name, email or department"
            value={search.search}
            onSearch={(text) => list.update({ search: text }, { replace: true })}
            style={{ flex: 1, minWidth: 220, maxWidth: 420 }}
          />
          <Select
            label="Role"
            placeholder="All roles"
            data={ALL_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
            value={search.role ?? null}
            onChange={(value) => list.update({ role: (value ?? undefined) as UserSearch['role'] })}
            clearable
            w={210}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Status"
            placeholder="Active and inactive"
            data={ACTIVE_OPTIONS}
            value={search.is_active === undefined ? null : String(search.is_active)}
            onChange={(value) =>
              list.update({ is_active: value === null ? undefined : value === 'true' })
            }
            clearable
            w={200}
            comboboxProps={{ withinPortal: true }}
          />
          <ClearFiltersButton filtered={filtered} onClear={clearFilters} />
          <ListExportMenu list="users" params={params} />
          <SaveViewButton path="/users" />
        </FilterBar>

        {admin ? (
          <BulkActionBar count={selection.count} onClear={selection.clear} noun="users">
            <Button
              size="xs"
              color="red.9"
              leftSection={<IconUserOff size={14} aria-hidden />}
              onClick={() => {
                const ids = selection.ids;
                confirm.ask({
                  title: 'Deactivate users',
                  message: `Deactivate ${formatCount(ids.length, 'user')}? They are signed out everywhere and can no longer sign in until reactivated.`,
                  confirmLabel: 'Deactivate',
                  onConfirm: () => deactivateSelected(ids),
                });
              }}
            >
              Deactivate selected
            </Button>
          </BulkActionBar>
        ) : null}

        <DataTable
          columnSettings="/users"
          label="Users"
          rows={users.data?.users}
          columns={COLUMNS}
          getRowId={(user) => user.id}
          {...queryTableState(users)}
          sort={list.sort}
          onSortChange={list.setSort}
          selection={admin ? selection : undefined}
          rowLabel={(user) => `Select ${user.email}`}
          // Inactive users and the signed-in admin cannot be deactivated.
          isRowSelectable={(user) => user.is_active && user.id !== me?.id}
          rowProps={(user) => ({ 'data-testid': 'user-row', 'data-email': user.email })}
          empty={
            filtered
              ? filteredEmptyState({ title: 'No users match these filters', onClear: clearFilters })
              : { title: 'No users yet' }
          }
        />
        <DataTablePagination {...list.pagination} total={users.data?.total} noun="users" />
        {admin ? <EmailDeliverySection /> : null}
      </AfterFirstPaint>
      {confirm.modal}
    </Stack>
  );
}
