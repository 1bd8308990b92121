import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';
import { tokenSearchSchema } from '../../features/auth/search.ts';

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: tokenSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordForm token={token} />;
}
