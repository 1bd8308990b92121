import type { EmailDelivery } from '@back-office/hooks/email';
import { useEmailStatus, useSendTestEmail, useUndeliveredEmails } from '@back-office/hooks/email';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconMail, IconSend } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { ErrorState } from '../../components/data-table/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notifyFailure } from '../../lib/notify-failure.ts';

const PAGE = 20;

const KIND_LABELS: Record<EmailDelivery['kind'], string> = {
  verification: 'Email verification',
  password_reset: 'Password reset',
  test: 'Test email',
};

const STATE_LABELS: Record<EmailDelivery['state'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray.7' },
  retrying: { label: 'Retrying', color: 'yellow.9' },
  sent: { label: 'Sent', color: 'green.9' },
  failed: { label: 'Failed', color: 'red.9' },
  unconfigured: { label: 'Not sent: email not configured', color: 'orange.9' },
};

/**
 * The Users page's "Email delivery" section (admin; decision 038): whether email is configured,
 * a test email, and the emails that were not delivered. Closed until opened, so the page itself
 * asks for nothing more.
 */
export function EmailDeliverySection() {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            <Group gap="xs" component="span">
              <IconMail size={18} aria-hidden />
              Email delivery
            </Group>
          </Title>
          <Button
            variant="subtle"
            aria-expanded={open}
            aria-controls={panel}
            leftSection={
              open ? (
                <IconChevronDown size={16} aria-hidden />
              ) : (
                <IconChevronRight size={16} aria-hidden />
              )
            }
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide' : 'Show email delivery'}
          </Button>
        </Group>
        <div id={panel} hidden={!open}>
          {open ? <EmailDeliveryPanel /> : null}
        </div>
      </Stack>
    </Card>
  );
}

function EmailDeliveryPanel() {
  const status = useEmailStatus();
  if (status.error) {
    return (
      <ErrorState
        error={status.error}
        what="the email settings"
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  if (!status.data) return <Skeleton height={120} aria-busy />;
  const { configured, mode, from, server, undelivered } = status.data;
  return (
    <Stack gap="md">
      {configured ? (
        <Text size="sm">
          {mode === 'smtp'
            ? `Emails are sent over SMTP through ${server ?? 'the configured server'}, from ${from}.`
            : 'Demo mode without SMTP: emails are kept in the memory of the API process (GET /api/dev/outbox), not sent.'}
        </Text>
      ) : (
        <Alert color="orange" title="Email is not configured" data-testid="email-not-configured">
          No email leaves this server: verification and password reset emails stay undelivered. Set
          SMTP_URL (and MAIL_FROM) on every API process and restart it.
        </Alert>
      )}
      <Group gap="xs">
        <Badge color="gray.7" variant="light">
          Queued {undelivered.queued}
        </Badge>
        <Badge color="yellow.9" variant="light">
          Retrying {undelivered.retrying}
        </Badge>
        <Badge color="red.9" variant="light">
          Failed {undelivered.failed}
        </Badge>
        <Badge color="orange.9" variant="light">
          Not configured {undelivered.unconfigured}
        </Badge>
      </Group>
      <TestEmailForm />
      <UndeliveredEmails />
    </Stack>
  );
}

function TestEmailForm() {
  const [to, setTo] = useState('');
  const send = useSendTestEmail();
  const result = send.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!to.trim()) return;
    send.mutate({ to: to.trim() }, { onError: notifyFailure });
  };
  return (
    <Stack gap="xs">
      <form onSubmit={submit} aria-label="Send a test email">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Send a test email to"
            type="email"
            required
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            maw={360}
            w="100%"
          />
          <Button
            type="submit"
            loading={send.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            Send test email
          </Button>
        </Group>
      </form>
      {result ? (
        result.delivered ? (
          <Alert color="green" title="Test email sent" role="status">
            The {result.mode === 'demo' ? 'demo outbox' : 'SMTP server'} accepted it. Check the
            inbox of {send.variables?.to}.
          </Alert>
        ) : (
          <Alert color="red" title="Test email not sent" role="alert">
            {result.error}
          </Alert>
        )
      ) : null}
    </Stack>
  );
}

function UndeliveredEmails() {
  const [page, setPage] = useState(1);
  const list = useUndeliveredEmails({ skip: (page - 1) * PAGE, limit: PAGE });
  if (list.error) {
    return (
      <ErrorState
        error={list.error}
        what="the undelivered emails"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (!list.data) return <Skeleton height={80} aria-busy />;
  const { emails, total } = list.data;
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed">
        No undelivered emails.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label="Undelivered emails">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Recipient</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last error</Table.Th>
              <Table.Th>Queued</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {emails.map((email) => (
              <Table.Tr key={email.id} data-testid="undelivered-email">
                <Table.Td>{email.to}</Table.Td>
                <Table.Td>{KIND_LABELS[email.kind]}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_LABELS[email.state].color} variant="light">
                    {STATE_LABELS[email.state].label}
                  </Badge>
                  {email.next_attempt_at ? (
                    <Text size="xs" c="dimmed">
                      Next try {formatDateTime(email.next_attempt_at)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{email.attempts}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {email.last_error ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(email.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > PAGE ? (
        <Pagination total={Math.ceil(total / PAGE)} value={page} onChange={setPage} size="sm" />
      ) : null}
    </Stack>
  );
}
