import { Alert, Text } from '@mantine/core';

/** A form-level refusal: the server's message and its request id. */
export function FormAlert({
  title,
  error,
}: {
  title: string;
  error: { message: string; requestId?: string } | null;
}) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Text size="sm">{error.message}</Text>
      {error.requestId ? (
        <Text size="xs" c="dimmed">
          Request ID: {error.requestId}
        </Text>
      ) : null}
    </Alert>
  );
}
