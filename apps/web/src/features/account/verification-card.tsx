import { authErrorMessage, useAuth, useVerificationStatus } from '@back-office/hooks/auth';
import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * `GET /auth/verification-status`: verified or not; when not, resend the verification email
 * (`POST /auth/resend-verification`). Failures use §8's words.
 */
export function VerificationStatus() {
  const { resendVerification } = useAuth();
  const status = useVerificationStatus();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  if (status.isPending) return <Loader size="sm" aria-label="Checking verification status" />;
  if (status.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        <Group justify="space-between">
          <span>{authErrorMessage('verificationStatus', status.error)}</span>
          <Button size="xs" variant="light" onClick={() => void status.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }
  const { is_verified: verified, email } = status.data;
  const resend = async () => {
    setSending(true);
    try {
      await resendVerification(email);
      setSent(true);
    } catch {
      // The hooks toasted the §8 message.
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="xs" data-testid="verification-status">
      <Group gap="xs">
        <Text size="sm">Email address</Text>
        <Badge color={verified ? 'teal.9' : 'orange.9'} variant="filled">
          {verified ? 'Verified' : 'Not verified'}
        </Badge>
      </Group>
      {verified ? null : (
        <Group gap="xs">
          <Button size="xs" variant="light" loading={sending} onClick={() => void resend()}>
            Resend verification email
          </Button>
          {sent ? (
            <Text size="xs" c="dimmed" role="status">
              Sent to {email}. Follow the link in it to verify.
            </Text>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
