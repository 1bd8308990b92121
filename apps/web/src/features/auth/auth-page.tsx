import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the public pages: product name, page title (the h1), the form. */
export function AuthPage(props: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Box w="100%" maw={420}>
        <Text ta="center" fw={700} size="lg" mb="xs">
          Back Office
        </Text>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {props.title}
              </Title>
              {props.subtitle ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {props.subtitle}
                </Text>
              ) : null}
            </div>
            {props.children}
          </Stack>
        </Paper>
      </Box>
    </Center>
  );
}
