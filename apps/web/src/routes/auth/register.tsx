import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../features/auth/register-form.tsx';

export const Route = createFileRoute('/auth/register')({ component: RegisterForm });
