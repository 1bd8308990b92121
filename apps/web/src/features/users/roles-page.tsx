import type { Role } from '@back-office/api-client';
import { useRoles } from '@back-office/hooks/users';
import { ACTIONS, RESOURCES, type Resource } from '@back-office/permissions';
import {
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { ErrorState } from '../../components/data-table/index.ts';
import { ACTION_LABELS, RESOURCE_LABELS } from './permission-matrix.tsx';

const LETTERS = { create: 'C', read: 'R', update: 'U', delete: 'D' } as const;

/** The actions one role grants on one resource, as C R U D marks. */
function Grants({ role, resource }: { role: Role; resource: Resource }) {
  const granted = ACTIONS.filter((action) => role.permissions.includes(`${resource}:${action}`));
  if (granted.length === 0) {
    return (
      <Text c="dimmed" size="sm" component="span">
        <span aria-hidden>—</span>
        <VisuallyHidden>None</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Group gap={2} justify="center" wrap="nowrap">
      {ACTIONS.map((action) =>
        granted.includes(action) ? (
          <Tooltip key={action} label={ACTION_LABELS[action]} withinPortal>
            <Badge size="sm" radius="sm" variant="filled" color="blue.9" px={5} aria-hidden>
              {LETTERS[action]}
            </Badge>
          </Tooltip>
        ) : null,
      )}
      <VisuallyHidden>{granted.map((action) => ACTION_LABELS[action]).join(', ')}</VisuallyHidden>
    </Group>
  );
}

/** `/users/roles` (admin): every role, what it is for, and its permissions as a matrix. */
export function RolesPage() {
  const roles = useRoles();
  const list = roles.data?.roles;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Roles</Title>
        <Text c="dimmed" size="sm">
          The fixed roles and the permissions each grants. User management and periods are for
          administrators only; users whose roles are all distributor roles never reach the
          consultant areas.
        </Text>
      </div>
      {roles.error ? (
        <ErrorState error={roles.error} what="roles" onRetry={() => void roles.refetch()} />
      ) : !list ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={120} />
          <Skeleton height={420} />
        </Stack>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            {list.map((role) => (
              <Card key={role.name} withBorder padding="md" data-testid="role-card">
                <Group gap="xs">
                  <Text fw={700}>{role.label}</Text>
                  {role.is_distributor ? (
                    <Badge color="teal.9" variant="filled" size="sm" style={{ flexShrink: 0 }}>
                      Distributor
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed" mt={4}>
                  {role.description}
                </Text>
                <Text size="xs" mt="xs">
                  {role.permissions.length} permissions
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Permission matrix
              </Title>
              <Text size="sm" c="dimmed">
                C create · R read · U update · D delete
              </Text>
              <Table.ScrollContainer minWidth={900}>
                <Table striped withTableBorder withColumnBorders aria-label="Permissions by role">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Resource</Table.Th>
                      {list.map((role) => (
                        <Table.Th key={role.name} scope="col" ta="center">
                          {role.label}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {RESOURCES.map((resource) => (
                      <Table.Tr key={resource} data-testid="role-matrix-row">
                        <Table.Th scope="row" fw={500}>
                          {RESOURCE_LABELS[resource]}
                        </Table.Th>
                        {list.map((role) => (
                          <Table.Td key={role.name} ta="center">
                            <Grants role={role} resource={resource} />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                    <Table.Tr>
                      <Table.Th scope="row" fw={500}>
                        Users, audit log and periods
                      </Table.Th>
                      {list.map((role) => (
                        <Table.Td key={role.name} ta="center">
                          {role.name === 'admin' ? (
                            <Text size="sm" fw={600}>
                              Admin only
                            </Text>
                          ) : (
                            <Text c="dimmed" size="sm" component="span">
                              <span aria-hidden>—</span>
                              <VisuallyHidden>None</VisuallyHidden>
                            </Text>
                          )}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
