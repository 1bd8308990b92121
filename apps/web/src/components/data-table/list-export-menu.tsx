import { useApi } from '@back-office/hooks';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type ExportList,
  exportPath,
  exportQuery,
  type ListExportFormat,
} from '../../lib/export-url.ts';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { saveFile } from '../file-download.ts';

const FORMATS: { format: ListExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV (.csv)' },
  { format: 'xlsx', label: 'Excel (.xlsx)' },
];

export interface ListExportMenuProps {
  /** Which list. */
  readonly list: ExportList;
  /** The list call's query: the export has its filters and sort, every page of it. */
  readonly params: object;
}

/**
 * "Export" on a list: every row the list's filters select, in its sort, as CSV or Excel. It is
 * fetched through the SDK and saved under the server's name, so a server busy writing exports
 * (429, decision 042) is waited out and retried, and a refusal shows its message. The file is
 * held as a Blob until saved (the browser keeps large ones on disk).
 */
export function ListExportMenu({ list, params }: ListExportMenuProps) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const run = async (format: ListExportFormat) => {
    setBusy(true);
    try {
      const file = await api.download(exportPath(list), {
        params: { path: { format }, query: exportQuery(params) },
      });
      saveFile(file);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map(({ format, label }) => (
          <Menu.Item key={format} onClick={() => run(format)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
