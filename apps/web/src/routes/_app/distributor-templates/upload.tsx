import { createFileRoute } from '@tanstack/react-router';
import { DISTRIBUTOR_TEMPLATES } from '../../../features/templates/template-kind.ts';
import { TemplateUploadPage } from '../../../features/templates/template-upload-page.tsx';

export const Route = createFileRoute('/_app/distributor-templates/upload')({
  component: TemplateUploadRoute,
});

function TemplateUploadRoute() {
  const navigate = Route.useNavigate();
  return (
    <TemplateUploadPage
      kind={DISTRIBUTOR_TEMPLATES}
      onSaved={(id) => void navigate({ to: '/distributor-templates', search: { preview: id } })}
    />
  );
}
