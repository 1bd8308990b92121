import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown instead of the router while the session is validated (§2, at most 10 seconds). */
export function CheckingAuthentication() {
  return (
    <Center h="100vh" component="main">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="md" aria-hidden />
        <Text>Checking authentication...</Text>
      </Stack>
    </Center>
  );
}
