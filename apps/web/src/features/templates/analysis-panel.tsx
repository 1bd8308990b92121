import {
  Badge,
  Group,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Notice } from '../../components/notice.tsx';
import { missingFields } from './template-form-schema.ts';
import type { AnalysisView, MappingField } from './template-kind.ts';

export interface AnalysisPanelProps {
  readonly analysis: AnalysisView;
  readonly fields: readonly MappingField[];
  readonly mapping: Readonly<Record<string, string | undefined>>;
  readonly onMappingChange: (field: string, header: string | undefined) => void;
  readonly disabled?: boolean;
  readonly error?: string;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/** What the server read from the sample and the mapping it proposes, editable. */
export function AnalysisPanel({
  analysis,
  fields,
  mapping,
  onMappingChange,
  disabled,
  error,
}: AnalysisPanelProps) {
  const missing = missingFields(fields, mapping);
  const headerOptions = analysis.headers.map((header) => ({ value: header, label: header }));
  const mappedHeaders = new Set(Object.values(mapping).filter(Boolean));
  return (
    <Stack gap="md" data-testid="analysis">
      <Group gap="xs">
        <Badge variant="outline" color="gray">
          Sheet: {analysis.sheet_name}
        </Badge>
        {analysis.sheet_names.length > 1 ? (
          <Badge variant="outline" color="gray">
            Other sheets: {analysis.sheet_names.filter((s) => s !== analysis.sheet_name).join(', ')}
          </Badge>
        ) : null}
        <Badge variant="outline" color="gray">
          Header row {analysis.header_row}
        </Badge>
        <Badge variant="outline" color="gray">
          {analysis.row_count.toLocaleString('en-ZA')} data rows
        </Badge>
      </Group>

      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              Column mapping
            </Title>
            <Text size="sm" c="dimmed">
              Proposed from the headers of the sample. Change any field to another column, or leave
              optional fields unmapped.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {fields.map((field) => (
              <Select
                key={field.field}
                label={field.label}
                description={field.hint}
                withAsterisk={field.required}
                placeholder={field.required ? 'Choose a column' : 'Not mapped'}
                data={headerOptions}
                value={mapping[field.field] ?? null}
                onChange={(value) => onMappingChange(field.field, value ?? undefined)}
                clearable={!field.required}
                searchable
                disabled={disabled}
                error={field.required && !mapping[field.field] && error ? 'Required' : undefined}
                comboboxProps={{ withinPortal: true }}
                data-testid={`mapping-${field.field}`}
              />
            ))}
          </SimpleGrid>
          {missing.length > 0 ? (
            <Notice color="orange" icon={<IconAlertTriangle aria-hidden />} role="alert">
              Map {missing.map((field) => field.label).join(', ')} before saving.
            </Notice>
          ) : (
            <Notice color="green" icon={<IconCircleCheck aria-hidden />}>
              Every required field is mapped.
            </Notice>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="xs">
          Sample rows
        </Title>
        <ScrollArea type="auto">
          <Table striped withTableBorder aria-label="Sample rows" data-testid="sample-table">
            <Table.Thead>
              <Table.Tr>
                {analysis.headers.map((header) => (
                  <Table.Th key={header} style={{ whiteSpace: 'nowrap' }}>
                    {header}
                    {mappedHeaders.has(header) ? (
                      <Text span size="xs" fw={700} ml={4}>
                        (mapped)
                      </Text>
                    ) : null}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {analysis.sample_rows.map((row, index) => (
                <Table.Tr key={index}>
                  {analysis.headers.map((header, column) => (
                    <Table.Td key={header}>{cellText(row[column])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
    </Stack>
  );
}
