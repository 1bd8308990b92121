import {
  type BusinessDetails,
  useBusinessDetails,
  useUpdateBusinessDetails,
} from '@back-office/hooks/business';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../components/data-table/index.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { formatDateTime } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import {
  type BusinessFormValues,
  businessBody,
  businessSchema,
  MAX_LOGO_BYTES,
} from './business-schema.ts';

const valuesOf = (details: BusinessDetails): BusinessFormValues => ({
  legal_name: details.legal_name,
  trading_name: details.trading_name ?? '',
  address: details.address,
  vat_number: details.vat_number ?? '',
  registration_number: details.registration_number ?? '',
  logo: 'keep',
});

/** A file's bytes as base64 (what the API takes for a logo). */
function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * `/admin/business` (admin): the business's own details, printed as the supplier on every
 * invoice (decision 049). A refusal keeps what was typed and shows it on the field.
 */
export function BusinessDetailsPage() {
  const details = useBusinessDetails();
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Business details</Title>
        <Text c="dimmed" size="sm">
          Printed as the supplier on every invoice: a South African tax invoice needs the legal
          name, address and VAT number.
        </Text>
      </div>
      {details.error ? (
        <ErrorState
          error={details.error}
          what="the business details"
          onRetry={() => void details.refetch()}
        />
      ) : !details.data ? (
        <Skeleton height={320} />
      ) : (
        <BusinessForm details={details.data} />
      )}
    </Stack>
  );
}

function BusinessForm({ details }: { details: BusinessDetails }) {
  const save = useUpdateBusinessDetails();
  const form = useSchemaForm(businessSchema, valuesOf(details));
  const [logoError, setLogoError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(
    details.logo ? `data:${details.logo.content_type};base64,${details.logo.data_base64}` : null,
  );
  const { field } = form;

  const pickLogo = async (file: File | null) => {
    setLogoError(null);
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type)) {
      setLogoError('The logo must be a PNG or JPEG image');
      return;
    }
    if (file.size > MAX_LOGO_BYTES) {
      setLogoError('The logo must be at most 256 KB');
      return;
    }
    const base64 = await readBase64(file);
    form.set('logo', base64);
    setPreview(`data:${file.type};base64,${base64}`);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        ref={form.formRef}
        noValidate
        aria-label="Business details"
        onSubmit={form.submit(async (values) => {
          await save.mutateAsync(businessBody(values));
          form.set('logo', 'keep');
          showToast({ kind: 'success', message: 'Business details saved' });
        })}
      >
        <Stack gap="md">
          {!details.complete ? (
            <Alert color="yellow" title="Invoices are not yet valid tax invoices">
              Enter the legal name, address and VAT number.
            </Alert>
          ) : null}
          <SubmitError failure={form.failure} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Legal name" required data-autofocus {...field('legal_name')} />
            <TextInput label="Trading name" {...field('trading_name')} />
          </SimpleGrid>
          <Textarea
            label="Address"
            description="One line per line, as it should be printed"
            required
            autosize
            minRows={3}
            {...field('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="VAT number"
              description="10 digits starting with 4"
              inputMode="numeric"
              {...field('vat_number')}
            />
            <TextInput
              label="Company registration number"
              description="YYYY/NNNNNN/NN"
              {...field('registration_number')}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Logo
            </Text>
            <Text size="xs" c="dimmed">
              A PNG or JPEG of at most 256 KB, printed at the top of every invoice.
            </Text>
            <Group>
              {preview && form.values.logo !== 'remove' ? (
                <Image src={preview} alt="Business logo" h={56} w="auto" fit="contain" />
              ) : (
                <Text size="sm" c="dimmed">
                  No logo
                </Text>
              )}
              <FileButton onChange={(file) => void pickLogo(file)} accept="image/png,image/jpeg">
                {(props) => (
                  <Button
                    variant="default"
                    leftSection={<IconPhoto size={16} aria-hidden />}
                    {...props}
                  >
                    Choose logo
                  </Button>
                )}
              </FileButton>
              {preview && form.values.logo !== 'remove' ? (
                <Button variant="subtle" color="red" onClick={() => form.set('logo', 'remove')}>
                  Remove logo
                </Button>
              ) : null}
            </Group>
            {logoError || form.errors.logo ? (
              <Text size="sm" c="red" role="alert">
                {logoError ?? form.errors.logo}
              </Text>
            ) : null}
          </Stack>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              Last saved {formatDateTime(details.updated_at)}
            </Text>
            <Button type="submit" loading={form.submitting}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
