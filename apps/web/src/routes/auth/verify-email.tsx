import { createFileRoute } from '@tanstack/react-router';
import { tokenSearchSchema } from '../../features/auth/search.ts';
import { VerifyEmail } from '../../features/auth/verify-email.tsx';

export const Route = createFileRoute('/auth/verify-email')({
  validateSearch: tokenSearchSchema,
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token, email } = Route.useSearch();
  return <VerifyEmail token={token} email={email} />;
}
