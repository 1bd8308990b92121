import { ACTIONS, type Action, RESOURCES, type Resource } from '@back-office/permissions';
import { Table, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';

export const RESOURCE_LABELS: Record<Resource, string> = {
  dashboard: 'Dashboard',
  uploads: 'Uploads',
  products: 'Products',
  templates: 'Templates',
  orders: 'Orders',
  consultants: 'Consultants',
  consultant_orders: 'Consultant orders',
  combined_orders: 'Combined orders',
  weekly_combinations: 'Weekly combinations',
  invoices: 'Invoices',
  distributor_orders: 'Distributor orders',
  distributor_templates: 'Distributor templates',
};

export const ACTION_LABELS: Record<Action, string> = {
  create: 'Create',
  read: 'Read',
  update: 'Update',
  delete: 'Delete',
};

/** A granted / not granted mark with its meaning for screen readers. */
export function GrantMark({ granted, label }: { granted: boolean; label: string }) {
  return granted ? (
    <ThemeIcon size="sm" radius="xl" color="#1b5e20" variant="filled">
      <IconCheck size={14} aria-hidden />
      <VisuallyHidden>{`${label}: granted`}</VisuallyHidden>
    </ThemeIcon>
  ) : (
    <Text c="dimmed" component="span" lh={1}>
      <IconMinus size={14} aria-hidden />
      <VisuallyHidden>{`${label}: not granted`}</VisuallyHidden>
    </Text>
  );
}

/** One user's effective permissions: resources down, the four actions across. */
export function PermissionMatrix({
  isGranted,
  caption,
}: {
  isGranted: (resource: Resource, action: Action) => boolean;
  caption: string;
}) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder verticalSpacing={6} aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Resource</Table.Th>
            {ACTIONS.map((action) => (
              <Table.Th key={action} scope="col" ta="center">
                {ACTION_LABELS[action]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {RESOURCES.map((resource) => (
            <Table.Tr key={resource}>
              <Table.Th scope="row" fw={500}>
                {RESOURCE_LABELS[resource]}
              </Table.Th>
              {ACTIONS.map((action) => (
                <Table.Td key={action} ta="center" data-granted={isGranted(resource, action)}>
                  <GrantMark
                    granted={isGranted(resource, action)}
                    label={`${RESOURCE_LABELS[resource]} ${action}`}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
