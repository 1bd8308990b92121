import { useApi } from '@back-office/hooks';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { API_URL } from '../../lib/config.ts';
import { type ExportList, exportUrl, type ListExportFormat } from '../../lib/export-url.ts';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { followLink } from '../file-download.ts';

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
 * "Export" on a list: every row the list's filters select, in its sort, as CSV or Excel. The
 * browser downloads the file itself from the API (a link to the export, answered as an
 * attachment), so it is streamed to disk and never held in the page's memory. The session is
 * refreshed first when it is about to expire (the link carries only the cookie).
 */
export function ListExportMenu({ list, params }: ListExportMenuProps) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const run = async (format: ListExportFormat) => {
    setBusy(true);
    try {
      await api.GET('/auth/me');
      followLink(exportUrl(API_URL, list, format, params), { download: '' });
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
