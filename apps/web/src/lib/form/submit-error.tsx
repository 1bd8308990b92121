import { Alert, Code, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { SubmitFailure } from './server-errors.ts';

/**
 * A failed submit that is not about one field: the server's message and its request id.
 * Renders nothing without a failure.
 *
 * @example
 * <SubmitError failure={errors.failure} title="Payment not recorded" />
 */
export function SubmitError({
  failure,
  title = 'Could not save',
}: {
  failure: SubmitFailure | null | undefined;
  title?: string;
}) {
  if (!failure) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
    >
      <Text size="sm">{failure.message}</Text>
      {failure.requestId ? (
        <Text size="xs" c="dimmed" mt={4}>
          Request ID: <Code>{failure.requestId}</Code>
        </Text>
      ) : null}
    </Alert>
  );
}
