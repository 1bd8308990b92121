import { useApi } from '@back-office/hooks';
import { Button } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyFailure } from '../lib/notify-failure.ts';
import { saveFile } from './file-download.ts';

export interface PrintButtonsProps {
  /** The contract path of the PDF. */
  readonly path: '/api/invoices/{id}/pdf' | '/api/combined-orders/{id}/pick-list';
  /** The record's id in that path. */
  readonly id: number;
  /** What it is, in the buttons' names: `invoice`, `pick list`. */
  readonly what: string;
}

/**
 * "Print" (the PDF in a new tab, where the browser's viewer prints it) and "Download" (saved
 * under the server's name) of a printable document. The file is fetched through the SDK, so a
 * server busy making documents (429) is waited out and retried, and any refusal shows its
 * message here instead of an error page in a tab. The tab is opened at the click (a later
 * `window.open` would be blocked as a pop-up) and shows the PDF once it has arrived.
 */
export function PrintButtons({ path, id, what }: PrintButtonsProps) {
  const api = useApi();
  const [busy, setBusy] = useState<'print' | 'download' | null>(null);
  const open = async (inline: boolean) => {
    const tab = inline ? window.open('', '_blank') : null;
    setBusy(inline ? 'print' : 'download');
    try {
      const file = await api.download(path, { params: { path: { id } } });
      if (!inline) {
        saveFile(file);
      } else if (tab) {
        const url = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
        tab.location.href = url;
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        saveFile(file); // the browser refused a new tab: save it instead
      }
    } catch (error) {
      tab?.close();
      notifyFailure(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        aria-label={`Print ${what}`}
        loading={busy === 'print'}
        onClick={() => open(true)}
      >
        Print {what}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        aria-label={`Download ${what} PDF`}
        loading={busy === 'download'}
        onClick={() => open(false)}
      >
        Download
      </Button>
    </>
  );
}
