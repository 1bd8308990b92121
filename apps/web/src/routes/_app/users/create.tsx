import { createFileRoute } from '@tanstack/react-router';
import { UserCreatePage } from '../../../features/users/user-create-page.tsx';

export const Route = createFileRoute('/_app/users/create')({ component: UserCreatePage });
