import { periodTakesOrders } from '@back-office/domain';
import { useCreateConsultantOrder } from '@back-office/hooks/consultant-orders';
import { useSelectedPeriod } from '@back-office/hooks/periods';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ClosedPeriodAlert } from '../../components/closed-period-alert.tsx';
import { ConsultantPicker } from '../../components/consultant-picker.tsx';
import { DateField } from '../../components/date-field.tsx';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { showToast } from '../../lib/notify.tsx';
import { DraftLinesEditor } from './draft-lines-editor.tsx';
import {
  missingLines,
  type OrderFormValues,
  orderErrorKey,
  orderFormSchema,
  toCreateOrderBody,
} from './order-form-schema.ts';

const EMPTY: OrderFormValues = { consultant: null, order_date: '', notes: '', lines: [] };

/** `/consultant-orders/add`: a consultant, lines with product search, saved as draft or submitted. */
export function AddConsultantOrderPage() {
  const navigate = useNavigate();
  const period = useSelectedPeriod();
  const create = useCreateConsultantOrder();
  const form = useSchemaForm(orderFormSchema, EMPTY, {
    nested: true,
    routes: { mapPath: orderErrorKey },
  });
  const { values, errors, set } = form;
  const [action, setAction] = useState<'draft' | 'submitted'>('submitted');
  const pending = form.submitting ? action : null;
  const [saved, setSaved] = useState(false);
  // Refused before anything is typed: the API answers 409 for a closed or archived period.
  const closed = period !== null && !periodTakesOrders(period.status);

  /** A submit handler saving the order as `status`. */
  const save = (status: 'draft' | 'submitted') => (event?: FormEvent) => {
    setAction(status);
    const noLines = missingLines(values, status);
    if (noLines) {
      event?.preventDefault();
      form.validate();
      form.mark({ lines: noLines });
      return;
    }
    form.submit(async () => {
      const consultant = values.consultant;
      if (!period || closed || !consultant) return;
      // Saved: the navigation that follows must not ask about unsaved changes.
      setSaved(true);
      try {
        const order = await create.mutateAsync(
          toCreateOrderBody({ ...values, consultant }, period.id, status),
        );
        showToast({ kind: 'success', message: `Order ${order.order_number} created` });
        await navigate({ to: '/consultant-orders/$id', params: { id: String(order.id) } });
      } catch (error) {
        setSaved(false);
        throw error;
      }
    })(event);
  };

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor renderRoot={(props) => <Link to="/consultant-orders" {...props} />}>
          Consultant Orders
        </Anchor>
        <span>New</span>
      </Breadcrumbs>
      <Title order={1}>New Consultant Order</Title>
      {period ? null : (
        <Alert color="orange" variant="light" title="No period selected">
          Choose an accounting period in the header: the order belongs to it.
        </Alert>
      )}
      {period && closed ? (
        <ClosedPeriodAlert
          name={period.name}
          status={period.status}
          action="takes no new consultant orders"
        />
      ) : null}
      {closed ? null : (
        <form
          ref={form.formRef}
          onSubmit={save('submitted')}
          noValidate
          aria-label="New consultant order"
        >
          <UnsavedChangesGuard dirty={!saved && form.isDirty} />
          <Stack gap="lg" maw={1000}>
            <SubmitError failure={form.failure} />
            <Fieldset legend="Order">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ConsultantPicker
                  label="Consultant"
                  required
                  value={values.consultant}
                  onChange={(consultant) => set('consultant', consultant)}
                  isDisabled={(consultant) => consultant.status !== 'active'}
                  error={errors.consultant}
                />
                <TextInput label="Period" value={period?.name ?? ''} readOnly variant="filled" />
                <DateField
                  label="Order date"
                  description="Today when left blank"
                  value={values.order_date}
                  onChange={(event) => set('order_date', event.currentTarget.value)}
                  error={errors.order_date}
                />
                <Textarea
                  label="Notes"
                  rows={2}
                  value={values.notes}
                  onChange={(event) => set('notes', event.currentTarget.value)}
                  error={errors.notes}
                />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend="Lines">
              <DraftLinesEditor
                lines={values.lines}
                onChange={(lines) => set('lines', lines)}
                errors={errors}
              />
            </Fieldset>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                A draft can still be changed; a submitted order is ready to be combined.
              </Text>
              <Group>
                <Button
                  variant="default"
                  onClick={() => void navigate({ to: '/consultant-orders' })}
                  disabled={pending !== null}
                >
                  Cancel
                </Button>
                <Button
                  variant="light"
                  onClick={() => save('draft')()}
                  loading={pending === 'draft'}
                  disabled={pending !== null || !period}
                >
                  Save as draft
                </Button>
                <Button
                  type="submit"
                  loading={pending === 'submitted'}
                  disabled={pending !== null || !period}
                >
                  Save and submit
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
