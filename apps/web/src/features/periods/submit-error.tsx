import { Alert, Code, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { describeError } from '../../components/data-table/index.ts';

/** A failed save that is not about one field: the server's message and its request id. */
export function SubmitError({
  error,
  title = 'Could not save',
}: {
  error: unknown;
  title?: string;
}) {
  const { message, requestId } = describeError(error);
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
    >
      <Text size="sm">{message}</Text>
      {requestId ? (
        <Text size="xs" c="dimmed" mt={4}>
          Request ID: <Code>{requestId}</Code>
        </Text>
      ) : null}
    </Alert>
  );
}
