import type { User } from '@back-office/api-client';
import { type BodyOf, useApi } from '@back-office/hooks';
import { userQueries, useUpdateUser, useUser } from '@back-office/hooks/users';
import { Anchor, Breadcrumbs, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ErrorState } from '../../components/data-table/index.ts';
import { useVersionedSave } from '../../lib/concurrency/use-versioned-save.tsx';
import { showToast } from '../../lib/notify.tsx';
import { UserForm, type UserFormOutput } from './user-form.tsx';
import { type UserField, type UserFormValues, userToForm } from './user-schema.ts';

const USER_LABELS: Record<UserField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  password: 'Password',
  department: 'Department',
  roles: 'Roles',
  is_active: 'Active',
  is_verified: 'Email verified',
  is_mobile_enabled: 'Mobile app',
};

/** Only the fields the user changed (decision 043; the API changes only what it is sent). */
export function userChangesBody(
  values: UserFormOutput,
  changed: readonly UserField[],
): BodyOf<'updateUser'> {
  const body: BodyOf<'updateUser'> = {};
  for (const key of changed) {
    if (key === 'department') body.department = values.department || null;
    else if (key === 'roles') body.roles = values.roles;
    else if (key !== 'password') Object.assign(body, { [key]: values[key] });
  }
  return body;
}

/** `/users/$userId/edit` (admin). */
export function UserEditPage({ id }: { id: number }) {
  const query = useUser(id);
  const user = query.data;
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor size="sm" renderRoot={(props) => <Link to="/users" {...props} />}>
          Users
        </Anchor>
        {user ? (
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/users/$userId" params={{ userId: String(id) }} {...props} />
            )}
          >
            {user.full_name}
          </Anchor>
        ) : null}
        <Text size="sm">Edit</Text>
      </Breadcrumbs>
      <Title order={1}>{user ? `Edit ${user.full_name}` : 'Edit user'}</Title>
      {query.error ? (
        <ErrorState error={query.error} what="the user" onRetry={() => void query.refetch()} />
      ) : !user ? (
        <Skeleton height={420} />
      ) : (
        <EditUser user={user} />
      )}
    </Stack>
  );
}

/**
 * The form of a loaded user: only the fields changed are sent; someone else's save of other
 * fields is merged, a clash asks, and their save while it is open is said at once (043).
 */
function EditUser({ user }: { user: User }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const update = useUpdateUser();
  const navigate = useNavigate();
  const back = () => navigate({ to: '/users/$userId', params: { userId: String(user.id) } });
  const versioned = useVersionedSave<UserFormValues, User>({
    record: user,
    toValues: userToForm,
    labels: USER_LABELS,
    history: { resource: 'users', id: user.id },
    updatedAt: (current) => current.updated_at,
    reload: () => queryClient.fetchQuery({ ...userQueries.detail(api, user.id), staleTime: 0 }),
  });
  return (
    <>
      {versioned.notice}
      <UserForm
        key={versioned.seed.key}
        mode="edit"
        initialValues={versioned.seed.values}
        valuesRef={versioned.typed}
        submitLabel="Save changes"
        onCancel={() => void back()}
        onSubmit={async (output, values) => {
          const outcome = await versioned.save(values, (changed) =>
            update.mutateAsync({ id: user.id, body: userChangesBody(output, changed) }),
          );
          if (outcome === 'open') return false;
          if (outcome === 'saved') {
            showToast({
              kind: 'success',
              message: `Saved ${output.first_name} ${output.last_name}`,
            });
          }
          await back();
        }}
      />
      {versioned.dialog}
    </>
  );
}
