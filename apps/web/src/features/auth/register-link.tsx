import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRegistrationOpen } from './use-registration-open.ts';

/**
 * "Create an account" when the server takes self-registration (`GET /auth/registration`,
 * decision 039); when it is closed (the default outside demo mode) the link would only lead to
 * a refusal, so the page says who gives out accounts. One line either way, kept while the
 * answer is on its way, so the centred card does not move.
 */
export function RegisterLink() {
  const open = useRegistrationOpen();
  if (open === true) {
    return (
      <Anchor size="sm" renderRoot={(props) => <Link to="/auth/register" {...props} />}>
        Create an account
      </Anchor>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="no-registration">
      {open === false ? 'No account yet? Ask your administrator for one.' : ' '}
    </Text>
  );
}
