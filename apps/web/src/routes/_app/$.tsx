import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../features/shell/not-found.tsx';

/** Any other path: the not-found page inside the shell (signed-in users only). */
export const Route = createFileRoute('/_app/$')({ component: NotFound });
