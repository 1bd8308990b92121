import { createFileRoute } from '@tanstack/react-router';
import { PRODUCT_TEMPLATES } from '../../../features/templates/template-kind.ts';
import { TemplateUploadPage } from '../../../features/templates/template-upload-page.tsx';

export const Route = createFileRoute('/_app/templates/upload')({
  component: TemplateUploadRoute,
});

function TemplateUploadRoute() {
  const navigate = Route.useNavigate();
  return (
    <TemplateUploadPage
      kind={PRODUCT_TEMPLATES}
      onSaved={(id) => void navigate({ to: '/templates', search: { preview: id } })}
    />
  );
}
