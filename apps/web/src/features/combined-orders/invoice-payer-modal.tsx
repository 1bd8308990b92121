import { useCombinedOrderInvoicePreview } from '@back-office/hooks/combined-orders';
import { Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../components/data-table/index.ts';
import { PayerRadioGroup } from '../../components/payer-radio-group.tsx';

export interface InvoicePayerModalProps {
  readonly id: number;
  readonly opened: boolean;
  readonly creating: boolean;
  readonly onClose: () => void;
  /** Creates the invoice billed to the chosen payer (a `payer_options` key). */
  readonly onCreate: (payer: string) => void;
}

/**
 * Who pays the invoice of a combined order, chosen before it is created (decision 049): each
 * consultant in it and each of their distributors and branches, the default selected with the
 * reason it is the default.
 */
export function InvoicePayerModal(props: InvoicePayerModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Create invoice" centered size="lg">
      {props.opened ? <PayerChoice {...props} /> : null}
    </Modal>
  );
}

function PayerChoice({ id, creating, onClose, onCreate }: InvoicePayerModalProps) {
  const preview = useCombinedOrderInvoicePreview(id);
  const [chosen, setChosen] = useState<string | null>(null);
  if (preview.error) {
    return (
      <ErrorState
        error={preview.error}
        what="who can pay this invoice"
        onRetry={() => void preview.refetch()}
      />
    );
  }
  const data = preview.data;
  if (!data) return <Skeleton height={160} />;
  const payer = chosen ?? data.default_payer;
  return (
    <Stack gap="md">
      <PayerRadioGroup preview={data} value={chosen} onChange={setChosen} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={creating}>
          Cancel
        </Button>
        <Button loading={creating} onClick={() => onCreate(payer)}>
          Create invoice
        </Button>
      </Group>
    </Stack>
  );
}
