import type { Schemas } from '@back-office/api-client';
import type { ExistingProducts } from '@back-office/hooks/uploads';
import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Notice } from '../../components/notice.tsx';
import { formatCount, formatDateTime } from '../../lib/format.ts';

type UploadPreview = Schemas['UploadPreview'];

/** Whether the preview finds anything to warn about before importing. */
export const needsChoice = (preview: UploadPreview) =>
  preview.existing_codes > 0 || preview.same_file !== null;

const CHOICES: { value: ExistingProducts; label: string; action: string; description: string }[] = [
  {
    value: 'replace',
    label: 'Replace',
    action: 'Replace and import',
    description:
      'Update the products already in the catalogue with the values in this file (blank optional cells keep their value) and add the new codes.',
  },
  {
    value: 'skip',
    label: 'Skip',
    action: 'Import new codes only',
    description:
      'Import only the codes that are not in the catalogue yet; leave the others as they are.',
  },
  {
    value: 'add',
    label: 'Add anyway',
    action: 'Import every row as new',
    description:
      'Import every row as a new product, so those codes appear twice in product search.',
  },
];

export interface ExistingProductsChoiceProps {
  readonly preview: UploadPreview;
  readonly choice: ExistingProducts;
  readonly onChoiceChange: (choice: ExistingProducts) => void;
  readonly onImport: () => void;
  readonly onCancel: () => void;
  readonly importing: boolean;
}

/** The warning before importing a file whose codes (or the very file) were imported before. */
export function ExistingProductsChoice({
  preview,
  choice,
  onChoiceChange,
  onImport,
  onCancel,
  importing,
}: ExistingProductsChoiceProps) {
  const examples = preview.existing_examples.join(', ');
  const more = preview.existing_codes > preview.existing_examples.length ? ', …' : '';
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md" data-testid="existing-products-choice">
        <Notice color="yellow" icon={<IconAlertTriangle aria-hidden />} title="Already imported?">
          {preview.same_file ? (
            <Text size="sm">
              This very file was imported before as {preview.same_file.file_name} on{' '}
              {formatDateTime(preview.same_file.created_at)} (upload {preview.same_file.upload_id}).
            </Text>
          ) : null}
          {preview.existing_codes > 0 ? (
            <Text size="sm">
              {formatCount(preview.existing_codes, 'product code')} of{' '}
              {formatCount(preview.product_codes, 'row')} in {preview.file_name}{' '}
              {preview.existing_codes === 1 ? 'is' : 'are'} already in the catalogue ({examples}
              {more}).
            </Text>
          ) : null}
        </Notice>
        <Radio.Group
          label="Products already in the catalogue"
          value={choice}
          onChange={(value) => onChoiceChange(value as ExistingProducts)}
        >
          <Stack gap="xs" mt="xs">
            {CHOICES.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.description}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={importing}>
            Choose another file
          </Button>
          <Button onClick={onImport} loading={importing}>
            {CHOICES.find((option) => option.value === choice)?.action}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
