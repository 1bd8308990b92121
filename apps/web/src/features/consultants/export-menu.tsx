import {
  type ExportConsultantsInput,
  type ExportFormat,
  useExportConsultants,
} from '@back-office/hooks/consultants';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { saveFile } from '../../components/file-download.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV (.csv)' },
  { format: 'xlsx', label: 'Excel (.xlsx)' },
  { format: 'pdf', label: 'PDF (.pdf)' },
];

export interface ExportMenuProps {
  /** Only these consultants; else what `filters` select (all of them without filters). */
  readonly consultantIds?: readonly number[];
  /** The list's filters, so "export" means what the list shows. */
  readonly filters?: ExportConsultantsInput['filters'];
  readonly label: string;
  readonly size?: 'xs' | 'sm';
}

/** Exports consultants as csv, xlsx or pdf and saves the file under the server's name. */
export function ExportMenu({ consultantIds, filters, label, size = 'sm' }: ExportMenuProps) {
  const exporter = useExportConsultants();
  const run = (format: ExportFormat) =>
    exporter.mutate(
      { format, consultantIds: consultantIds ? [...consultantIds] : undefined, filters },
      {
        onSuccess: (file) => {
          saveFile(file);
          showToast({ kind: 'success', message: `Exported ${file.filename}` });
        },
        onError: notifyFailure,
      },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size={size}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={exporter.isPending}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map(({ format, label: formatLabel }) => (
          <Menu.Item key={format} onClick={() => run(format)}>
            {formatLabel}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
