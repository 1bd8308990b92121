import type { DistributorOrder } from '@back-office/api-client';
import { useAuth } from '@back-office/hooks/auth';
import { useCreateDistributorOrder } from '@back-office/hooks/distributor-orders';
import { useDistributorTemplates } from '@back-office/hooks/distributor-templates';
import {
  Button,
  FileInput,
  Group,
  Progress,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import {
  FormModal,
  FormModalCancel,
  useFormModalDirty,
} from '../../components/form-modal/index.ts';
import {
  acceptAttribute,
  acceptsFile,
  SPREADSHEET_ACCEPT,
} from '../../components/spreadsheet-dropzone/index.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { ownDistributor } from './distributor-order-rules.ts';
import { importRowErrors } from './import-errors.ts';

const ACCEPT = acceptAttribute(SPREADSHEET_ACCEPT);
const WRONG_TYPE = 'Choose an .xlsx or .csv file: this file is of another type';
/** Why a distributor user cannot change the name (decision 018). */
export const OWN_DISTRIBUTOR_NOTE = 'Your account imports orders for this distributor only';

const schema = z.object({
  template_id: z.string().min(1, 'Choose the distributor template'),
  distributor_name: z.string().trim().min(1, 'Distributor name is required').max(200),
  distributor_reference: z.string().trim().max(100, 'At most 100 characters'),
  notes: z.string().trim().max(2000, 'At most 2000 characters'),
  file: z
    .instanceof(Blob, { message: 'Choose the order spreadsheet' })
    .refine((file) => /\.(xlsx|xls|csv)$/i.test((file as File).name ?? ''), {
      message: 'Use an .xlsx, .xls or .csv file',
    }),
});

type Values = {
  template_id: string;
  distributor_name: string;
  distributor_reference: string;
  notes: string;
  file: File | null;
};

const EMPTY: Values = {
  template_id: '',
  distributor_name: '',
  distributor_reference: '',
  notes: '',
  file: null,
};

export interface ImportOrderModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onImported: (order: DistributorOrder) => void;
}

/**
 * Import a distributor's order spreadsheet against a distributor template: upload progress,
 * and on refusal every bad row (nothing is half-imported), with the typed values kept.
 */
export function ImportOrderModal({ opened, onClose, onImported }: ImportOrderModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Import distributor order"
      centered
      size="lg"
    >
      {opened ? <ImportOrderForm onImported={onImported} /> : null}
    </FormModal>
  );
}

function ImportOrderForm({ onImported }: Pick<ImportOrderModalProps, 'onImported'>) {
  const templates = useDistributorTemplates({
    limit: 1000,
    sort_by: 'template_name',
    sort_order: 'asc',
  });
  const create = useCreateDistributorOrder();
  const own = ownDistributor(useAuth().user);
  const form = useSchemaForm(schema, { ...EMPTY, distributor_name: own ?? '' });
  const { values, errors, set } = form;
  // The picked spreadsheet is one of the values, so picking a file makes the form dirty.
  useFormModalDirty(form.isDirty);
  // The raw refusal too: a 400 lists the spreadsheet's bad rows.
  const [refusal, setRefusal] = useState<unknown>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const save = async (parsed: z.output<typeof schema>) => {
    setRefusal(null);
    setProgress(0);
    try {
      const { file, template_id, distributor_reference, notes, distributor_name } = parsed;
      const order = await create.mutateAsync({
        file,
        fields: {
          template_id: Number(template_id),
          distributor_name,
          ...(distributor_reference ? { distributor_reference } : {}),
          ...(notes ? { notes } : {}),
        },
        onProgress: ({ loaded, total }) =>
          setProgress(total ? Math.round((loaded / total) * 100) : null),
      });
      onImported(order);
    } catch (error) {
      setRefusal(error);
      throw error;
    } finally {
      setProgress(null);
    }
  };

  const rows = importRowErrors(refusal);
  const pending = create.isPending;

  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit(save)}
      noValidate
      aria-label="Import distributor order"
    >
      <Stack gap="md">
        <SubmitError failure={form.failure} title="The spreadsheet was not imported" />
        {rows.length > 0 ? (
          <ScrollArea.Autosize mah={220} type="auto">
            <Table
              striped
              verticalSpacing={4}
              aria-label="Rows to fix"
              data-testid="import-row-errors"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Column</Table.Th>
                  <Table.Th>Problem</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={`${row.row}-${row.column ?? ''}-${row.message}`}>
                    <Table.Td>{row.row}</Table.Td>
                    <Table.Td>{row.column ?? '—'}</Table.Td>
                    <Table.Td>{row.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        ) : null}
        <Select
          label="Distributor template"
          required
          placeholder={templates.isPending ? 'Loading templates…' : 'Choose a template'}
          data={(templates.data?.distributor_templates ?? []).map((template) => ({
            value: String(template.id),
            label: template.template_name,
          }))}
          value={values.template_id || null}
          onChange={(value) => set('template_id', value ?? '')}
          error={
            errors.template_id ?? (templates.error ? 'Could not load the templates' : undefined)
          }
          searchable
          nothingFoundMessage="No distributor templates"
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Distributor name"
            required
            readOnly={own !== undefined}
            description={own !== undefined ? OWN_DISTRIBUTOR_NOTE : undefined}
            {...form.field('distributor_name')}
          />
          <TextInput
            label="Distributor reference"
            placeholder="PO number"
            {...form.field('distributor_reference')}
          />
        </SimpleGrid>
        <Textarea label="Notes" rows={2} {...form.field('notes')} />
        <FileInput
          label="Order spreadsheet"
          required
          accept={ACCEPT}
          placeholder="Choose an .xlsx or .csv file"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={values.file}
          onChange={(file) => {
            // The dialog's filter is only a hint (anyone can pick "All files"): checked here.
            const refused = file !== null && !acceptsFile(file, SPREADSHEET_ACCEPT);
            set('file', refused ? null : file);
            if (refused) form.mark({ file: WRONG_TYPE });
          }}
          error={errors.file}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
        />
        {progress !== null ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              Uploading… {progress}%
            </Text>
            <Progress value={progress} aria-label="Upload progress" />
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <FormModalCancel disabled={pending} />
          <Button type="submit" loading={pending}>
            Import order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
