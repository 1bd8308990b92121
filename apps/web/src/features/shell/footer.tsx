import { Anchor, Box, Flex, Group, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';

const LINKS = ['Documentation', 'API reference', 'Support'] as const;

/** §1: the links have no targets. They are focusable links that announce they lead nowhere yet. */
function PlaceholderLink({ label }: { label: string }) {
  const ignore = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <Anchor
      component="a"
      role="link"
      tabIndex={0}
      aria-disabled="true"
      title={`${label} (not available yet)`}
      onKeyDown={ignore}
      size="sm"
      c="dimmed"
      underline="always"
    >
      {label}
    </Anchor>
  );
}

/**
 * The shell footer: a system-online note and the three placeholder links. On a phone they take
 * two rows at the end of the page (not fixed: footer.module.css).
 */
export function Footer() {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      justify={{ base: 'center', sm: 'space-between' }}
      align={{ base: 'flex-start', sm: 'center' }}
      rowGap={4}
      px="md"
      h="100%"
    >
      <Group gap={6} wrap="nowrap">
        <Box w={8} h={8} bg="green.8" style={{ borderRadius: '50%' }} aria-hidden />
        <Text size="sm" c="dimmed">
          System online
        </Text>
      </Group>
      <Group gap="md" component="nav" aria-label="Help">
        {LINKS.map((label) => (
          <PlaceholderLink key={label} label={label} />
        ))}
      </Group>
    </Flex>
  );
}
