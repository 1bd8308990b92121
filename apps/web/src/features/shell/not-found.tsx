import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';

/**
 * Shown for any path no route matches, and for a record that does not exist (a route's data
 * answered 404): then `title` and `message` name what is missing, e.g. "Consultant not found".
 */
export function NotFound({
  title = 'Page not found',
  message = 'The page you asked for does not exist or has moved.',
}: {
  title?: string;
  message?: string;
}) {
  const navigate = useNavigate();
  const router = useRouter();
  return (
    <Paper withBorder p="xl" maw={640} mx="auto" mt="xl" data-testid="not-found">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>{message}</Text>
        <Group>
          <Button onClick={() => void navigate({ to: '/dashboard' })}>Go to Dashboard</Button>
          <Button variant="default" onClick={() => router.history.back()}>
            Go Back
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
