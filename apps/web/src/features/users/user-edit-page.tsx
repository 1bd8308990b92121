import type { User } from '@back-office/api-client';
import { type BodyOf, useUpdateUser, useUser } from '@back-office/hooks';
import { Anchor, Breadcrumbs, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { ErrorState } from '../../components/data-table/index.ts';
import { showToast } from '../../lib/notify.tsx';
import { UserForm, type UserFormOutput } from './user-form.tsx';
import { userToForm } from './user-schema.ts';

/** Only the fields that changed (the API changes only what it is sent). */
function changes(user: User, values: UserFormOutput): BodyOf<'updateUser'> {
  const before = userToForm(user);
  const body: BodyOf<'updateUser'> = {};
  for (const key of ['first_name', 'last_name', 'email'] as const) {
    if (values[key] !== before[key]) body[key] = values[key];
  }
  for (const key of ['is_active', 'is_verified', 'is_mobile_enabled'] as const) {
    if (values[key] !== before[key]) body[key] = values[key];
  }
  if (values.department !== before.department) body.department = values.department || null;
  const roles = [...values.roles].sort();
  if (roles.join() !== [...before.roles].sort().join()) body.roles = values.roles;
  return body;
}

/** `/users/$userId/edit` (admin). */
export function UserEditPage({ id }: { id: number }) {
  const query = useUser(id);
  const update = useUpdateUser();
  const navigate = useNavigate();
  const back = () => navigate({ to: '/users/$userId', params: { userId: String(id) } });
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
        <UserForm
          mode="edit"
          initialValues={userToForm(user)}
          submitLabel="Save changes"
          onCancel={() => void back()}
          onSubmit={async (values) => {
            const body = changes(user, values);
            if (Object.keys(body).length > 0) {
              await update.mutateAsync({ id, body });
              showToast({
                kind: 'success',
                message: `Saved ${values.first_name} ${values.last_name}`,
              });
            }
            await back();
          }}
        />
      )}
    </Stack>
  );
}
