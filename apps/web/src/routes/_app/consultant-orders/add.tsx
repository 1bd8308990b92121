import { createFileRoute } from '@tanstack/react-router';
import { AddConsultantOrderPage } from '../../../features/consultant-orders/add-consultant-order-page.tsx';

export const Route = createFileRoute('/_app/consultant-orders/add')({
  component: AddConsultantOrderPage,
});
