import { createFileRoute } from '@tanstack/react-router';
import { BulkUploadPage } from '../../../features/consultants/bulk-upload-page.tsx';

export const Route = createFileRoute('/_app/consultants/upload')({
  component: BulkUploadPage,
});
