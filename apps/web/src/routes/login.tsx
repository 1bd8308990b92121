import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/login-form.tsx';
import { loginSearchSchema } from '../features/auth/search.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: ({ context, search }) => {
    // Already signed in: straight to the remembered origin (same-site paths only).
    if (context.auth.user) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  component: LoginForm,
});
