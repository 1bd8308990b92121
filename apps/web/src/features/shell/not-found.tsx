import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';

/** Shown for any path no route matches. */
export function NotFound() {
  return (
    <NotFoundPanel
      title="Page not found"
      message="The page you asked for does not exist or has moved."
    />
  );
}

/** A page or record that does not exist: `message` names it, e.g. "Consultant not found". */
export function NotFoundPanel({ title, message }: { title: string; message: string }) {
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
