import { createFileRoute } from '@tanstack/react-router';
import {
  type SearchOutput,
  searchFilters,
  searchSchema,
} from '../../components/data-table/list-search.ts';
import { UploadPage } from '../../features/uploads/upload-page.tsx';

const uploadSearch = searchSchema({
  /** The upload whose import is shown (survives a reload). */
  upload: searchFilters.id(),
  template_id: searchFilters.id(),
});

export const Route = createFileRoute('/_app/upload')({
  validateSearch: uploadSearch,
  component: UploadRoute,
});

function UploadRoute() {
  const search: SearchOutput<typeof uploadSearch> = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UploadPage
      uploadId={search.upload}
      templateId={search.template_id}
      onTemplateChange={(templateId) =>
        void navigate({ search: (prev) => ({ ...prev, template_id: templateId }), replace: true })
      }
      onUploaded={(upload) => void navigate({ search: (prev) => ({ ...prev, upload }) })}
      onReset={() => void navigate({ search: (prev) => ({ ...prev, upload: undefined }) })}
    />
  );
}
