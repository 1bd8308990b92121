import { createFileRoute } from '@tanstack/react-router';
import { AddConsultantPage } from '../../../features/consultants/consultant-editor-pages.tsx';

export const Route = createFileRoute('/_app/consultants/add')({
  component: AddConsultantPage,
});
