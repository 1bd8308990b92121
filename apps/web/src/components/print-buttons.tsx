import { useApi } from '@back-office/hooks';
import { Button } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { API_URL } from '../lib/config.ts';
import { notifyFailure } from '../lib/notify-failure.ts';
import { followLink } from './file-download.ts';

export interface PrintButtonsProps {
  /** The API path of the PDF, e.g. `/api/invoices/12/pdf`. */
  readonly path: string;
  /** What it is, in the buttons' names: `invoice`, `pick list`. */
  readonly what: string;
}

/**
 * "Print" (the PDF in a new tab, where the browser's viewer prints it) and "Download" (saved
 * under the server's name) of a printable document. Both are links to the API, so the browser
 * loads the file itself; the session is refreshed first when it is about to expire.
 */
export function PrintButtons({ path, what }: PrintButtonsProps) {
  const api = useApi();
  const open = async (inline: boolean) => {
    try {
      await api.GET('/auth/me');
      const href = `${API_URL}${path}${inline ? '?inline=true' : ''}`;
      followLink(href, inline ? { newTab: true } : { download: '' });
    } catch (error) {
      notifyFailure(error);
    }
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        aria-label={`Print ${what}`}
        onClick={() => open(true)}
      >
        Print {what}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        aria-label={`Download ${what} PDF`}
        onClick={() => open(false)}
      >
        Download
      </Button>
    </>
  );
}
