import { isApiError } from '@back-office/api-client';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { AccessDenied } from './access-denied.tsx';
import { isForbiddenError } from './forbidden-error.ts';
import { NotFoundPanel } from './not-found.tsx';

/** The request id of a failed call, when the error carries one. */
export function requestIdOf(error: unknown): string | undefined {
  if (isApiError(error)) return error.requestId;
  if (typeof error === 'object' && error !== null && 'requestId' in error) {
    const { requestId } = error as { requestId?: unknown };
    return typeof requestId === 'string' ? requestId : undefined;
  }
  return undefined;
}

/**
 * The error boundary of every route: Access Denied for a `ForbiddenError`, a not-found page when
 * the record the route shows does not exist (404: retrying cannot help), otherwise the message
 * and the request id of the failed call (support finds it in the API logs).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (isForbiddenError(error)) return <AccessDenied error={error} />;
  if (isApiError(error) && error.status === 404) {
    return (
      <NotFoundPanel
        title="Not found"
        message={`${error.message}. It may have been deleted, or the link is wrong.`}
      />
    );
  }
  const requestId = requestIdOf(error);
  const message = error instanceof Error ? error.message : 'Unexpected error';
  return (
    <Paper withBorder p="xl" maw={640} mx="auto" mt="xl" role="alert">
      <Stack gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text>{message}</Text>
        {requestId ? (
          <Text size="sm">
            Request ID: <Code data-testid="request-id">{requestId}</Code>
          </Text>
        ) : null}
        <Group>
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            Try again
          </Button>
          <Button variant="default" onClick={() => router.history.back()}>
            Go Back
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
