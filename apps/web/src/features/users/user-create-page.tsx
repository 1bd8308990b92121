import { useCreateUser } from '@back-office/hooks/users';
import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { showToast } from '../../lib/notify.tsx';
import { UserForm } from './user-form.tsx';
import { EMPTY_USER } from './user-schema.ts';

/** `/users/create` (admin): a new account with its roles. */
export function UserCreatePage() {
  const create = useCreateUser();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor size="sm" renderRoot={(props) => <Link to="/users" {...props} />}>
          Users
        </Anchor>
        <Text size="sm">New user</Text>
      </Breadcrumbs>
      <div>
        <Title order={1}>New user</Title>
        <Text c="dimmed" size="sm">
          Unless you mark the email as verified, the user gets a verification email.
        </Text>
      </div>
      <UserForm
        mode="create"
        initialValues={EMPTY_USER}
        submitLabel="Create user"
        onCancel={() => void navigate({ to: '/users' })}
        onSubmit={async (values) => {
          const user = await create.mutateAsync({
            ...values,
            department: values.department || null,
          });
          showToast({ kind: 'success', message: `Created ${user.full_name} (${user.email})` });
          await navigate({ to: '/users/$userId', params: { userId: String(user.id) } });
        }}
      />
    </Stack>
  );
}
