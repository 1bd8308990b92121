import { ActionIcon, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A change's request id with a copy button (support finds the request in the API logs by it); `System` for jobs. */
export function RequestId({ value }: { value: string | null }) {
  if (!value) {
    return (
      <Text size="xs" c="dimmed">
        System
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Code fz="xs" data-testid="audit-request-id">
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy request ID'} withinPortal>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              onClick={copy}
              aria-label={`Copy request ID ${value}`}
            >
              {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
