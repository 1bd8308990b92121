import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';

/** Shown for any path no route matches. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Paper withBorder p="xl" maw={640} mx="auto" mt="xl">
      <Stack gap="md">
        <Title order={1}>Page not found</Title>
        <Text>The page you asked for does not exist or has moved.</Text>
        <Button w="fit-content" onClick={() => void navigate({ to: '/dashboard' })}>
          Go to Dashboard
        </Button>
      </Stack>
    </Paper>
  );
}
