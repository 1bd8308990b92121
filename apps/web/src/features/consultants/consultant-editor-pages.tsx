import {
  consultantQueries,
  useApi,
  useCreateConsultant,
  useUpdateConsultant,
} from '@back-office/hooks';
import { Anchor, Breadcrumbs, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { showToast } from '../../lib/notify.tsx';
import { ConsultantForm } from './consultant-form.tsx';
import { EMPTY_CONSULTANT, toCreateBody, toFormValues, toUpdateBody } from './consultant-schema.ts';

/** `/consultants/add`. */
export function AddConsultantPage() {
  const navigate = useNavigate();
  const create = useCreateConsultant();
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor renderRoot={(props) => <Link to="/consultants" {...props} />}>Consultants</Anchor>
        <span>Add</span>
      </Breadcrumbs>
      <Title order={1}>Add Consultant</Title>
      <ConsultantForm
        initialValues={EMPTY_CONSULTANT}
        submitLabel="Create consultant"
        numberHint="Assigned automatically when left blank"
        onCancel={() => void navigate({ to: '/consultants' })}
        onSubmit={async (values) => {
          const consultant = await create.mutateAsync(toCreateBody(values));
          showToast({
            kind: 'success',
            message: `Consultant ${consultant.consultant_number} created`,
          });
          await navigate({ to: '/consultants/$id', params: { id: String(consultant.id) } });
        }}
      />
    </Stack>
  );
}

/** `/consultants/:id/edit` (the route loader has warmed the consultant). */
export function EditConsultantPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: consultant } = useSuspenseQuery(consultantQueries.detail(useApi(), id));
  const update = useUpdateConsultant();
  const back = () => navigate({ to: '/consultants/$id', params: { id: String(id) } });
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor renderRoot={(props) => <Link to="/consultants" {...props} />}>Consultants</Anchor>
        <Anchor
          renderRoot={(props) => (
            <Link to="/consultants/$id" params={{ id: String(id) }} {...props} />
          )}
        >
          {consultant.consultant_number}
        </Anchor>
        <span>Edit</span>
      </Breadcrumbs>
      <Title order={1}>
        Edit {consultant.first_name} {consultant.last_name}
      </Title>
      <ConsultantForm
        initialValues={toFormValues(consultant)}
        submitLabel="Save changes"
        onCancel={() => void back()}
        onSubmit={async (values) => {
          await update.mutateAsync({ id, body: toUpdateBody(values) });
          showToast({ kind: 'success', message: 'Consultant saved' });
          await back();
        }}
      />
    </Stack>
  );
}
