import { useApi } from '@back-office/hooks';
import {
  consultantQueries,
  useCreateConsultant,
  useUpdateConsultant,
} from '@back-office/hooks/consultants';
import { Anchor, Breadcrumbs, Stack, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { LiveRecordNotice } from '../../components/conflict/live-record-notice.tsx';
import { recordVersion } from '../../lib/concurrency/record-version.ts';
import { useVersionedSave } from '../../lib/concurrency/use-versioned-save.tsx';
import { showToast } from '../../lib/notify.tsx';
import { ConsultantForm } from './consultant-form.tsx';
import { CONSULTANT_LABELS } from './consultant-labels.ts';
import {
  type ConsultantFormValues,
  EMPTY_CONSULTANT,
  toCreateBody,
  toFormValues,
  toUpdateBody,
} from './consultant-schema.ts';

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
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: consultant } = useSuspenseQuery(consultantQueries.detail(api, id));
  const update = useUpdateConsultant();
  const versioned = useVersionedSave({
    record: consultant,
    toValues: toFormValues,
    labels: CONSULTANT_LABELS,
    history: { resource: 'consultants', id },
    updatedAt: (current) => current.updated_at,
  });
  const typed = useRef<ConsultantFormValues | null>(null);
  const back = () => navigate({ to: '/consultants/$id', params: { id: String(id) } });
  const takeInTheirs = async () => {
    const fresh = await queryClient.fetchQuery(consultantQueries.detail(api, id));
    versioned.takeIn(fresh, typed.current ?? versioned.seed.values);
  };
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
      <LiveRecordNotice
        resource="consultants"
        id={id}
        version={recordVersion(consultant)}
        reloadLabel="Load their changes"
        hint="Loading their changes keeps what you have typed."
        onReload={() => void takeInTheirs()}
      />
      <ConsultantForm
        key={versioned.seed.key}
        initialValues={versioned.seed.values}
        valuesRef={typed}
        submitLabel="Save changes"
        onCancel={() => void back()}
        onSubmit={async (output, values) => {
          const outcome = await versioned.save(values, (changed) =>
            update.mutateAsync({ id, body: toUpdateBody(output, changed) }),
          );
          if (outcome === 'open') return false;
          if (outcome === 'saved') showToast({ kind: 'success', message: 'Consultant saved' });
          await back();
        }}
      />
      {versioned.dialog}
    </Stack>
  );
}
