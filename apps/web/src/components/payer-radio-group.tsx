import type { Schemas } from '@back-office/api-client';
import { Radio, Stack, Text } from '@mantine/core';

export interface PayerRadioGroupProps {
  readonly preview: Pick<
    Schemas['InvoicePreview'],
    'payer_options' | 'default_payer' | 'default_payer_reason'
  >;
  /** The chosen `payer_options` key; `null` is the default. */
  readonly value: string | null;
  readonly onChange: (payer: string) => void;
}

/**
 * Who pays a combined order's invoice (decision 049): the default's reason, each consultant,
 * distributor and branch with its own reason, and a note when another than the default is chosen.
 */
export function PayerRadioGroup({ preview, value, onChange }: PayerRadioGroupProps) {
  const payer = value ?? preview.default_payer;
  const option = preview.payer_options.find((o) => o.key === payer);
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="default-payer-reason">
        {preview.default_payer_reason}.
      </Text>
      <Radio.Group label="Bill to" value={payer} onChange={onChange}>
        <Stack gap="xs" mt="xs">
          {preview.payer_options.map((o) => (
            <Radio
              key={o.key}
              value={o.key}
              label={`${o.name}${o.kind === 'consultant' ? '' : ` (${o.kind})`}${o.key === preview.default_payer ? ' — default' : ''}`}
              description={o.reason}
            />
          ))}
        </Stack>
      </Radio.Group>
      {option && option.key !== preview.default_payer ? (
        <Text size="sm" c="dimmed">
          The invoice will be billed to {option.name} instead of the default.
        </Text>
      ) : null}
    </Stack>
  );
}
