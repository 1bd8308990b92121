import type { WeeklyCombination } from '@back-office/api-client';
import { defaultWeek, southAfricanDay, weeksOfPeriod } from '@back-office/domain';
import { useSelectedPeriod } from '@back-office/hooks/periods';
import {
  useCreateWeeklyCombination,
  useWeeklyCombinations,
} from '@back-office/hooks/weekly-combinations';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormModal, FormModalCancel } from '../../components/form-modal/index.ts';
import { serverErrors } from '../../lib/form/server-errors.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { formatDate } from '../../lib/format.ts';

export interface CreateWeeklyModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onCreated: (combination: WeeklyCombination) => void;
}

/**
 * Creates a weekly combination for a week of the period selected in the header. Weeks that
 * already have a live combination are shown but cannot be picked; a refusal keeps the choice
 * and shows the server's message with its request id.
 */
export function CreateWeeklyModal({ opened, onClose, onCreated }: CreateWeeklyModalProps) {
  const period = useSelectedPeriod();
  const existing = useWeeklyCombinations({ limit: 100, sort_by: 'week_start' });
  const create = useCreateWeeklyCombination();
  const weeks = useMemo(
    () => (period ? weeksOfPeriod(period.start_date, period.end_date) : []),
    [period],
  );
  const taken = useMemo(
    () =>
      new Set(
        (existing.data?.weekly_combinations ?? [])
          .filter((combination) => combination.status !== 'cancelled')
          .map((combination) => combination.week_start),
      ),
    [existing.data],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const fallback = defaultWeek(
    weeks.filter((week) => !taken.has(week.start)),
    southAfricanDay(new Date()),
  );
  const weekStart = chosen ?? fallback?.start ?? null;
  // The server refuses a closed period (409): say so before the user picks anything.
  const closed = period?.status === 'closed';
  const server = serverErrors(create.error, ['week_start']);

  const close = () => {
    create.reset();
    setChosen(null);
    onClose();
  };
  const submit = () => {
    if (!period || !weekStart) return;
    create.mutate(
      { period_id: period.id, week_start: weekStart },
      {
        onSuccess: (combination) => {
          setChosen(null);
          onCreated(combination);
        },
      },
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title="New weekly combination"
      centered
      // Only a week the user picked counts: the suggested one is not their input.
      dirty={chosen !== null && chosen !== fallback?.start}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        aria-label="New weekly combination"
      >
        <Stack gap="md">
          <Text size="sm">
            Gathers the consultant orders of {period?.name ?? 'the selected period'} submitted
            during the week that are still submitted (not combined, invoiced or cancelled) into one
            spreadsheet. A week may not overlap another live combination of the period.
          </Text>
          {closed ? (
            <Alert color="orange" variant="light" role="alert" title="This period is closed">
              {period?.name} is closed: no new weekly combination can be made for it. Choose an open
              period in the header.
            </Alert>
          ) : null}
          <Select
            disabled={closed}
            label="Week"
            required
            data={weeks.map((week) => ({
              value: week.start,
              label: `${formatDate(week.start)} – ${formatDate(week.end)}${taken.has(week.start) ? ' (already combined)' : ''}`,
              disabled: taken.has(week.start),
            }))}
            value={weekStart}
            onChange={(value) => {
              create.reset();
              setChosen(value);
            }}
            allowDeselect={false}
            error={server.fields.week_start}
            comboboxProps={{ withinPortal: true }}
            nothingFoundMessage="No weeks in this period"
          />
          <SubmitError title="Not created" failure={server.failure} />
          <Group justify="flex-end">
            <FormModalCancel disabled={create.isPending} />
            <Button
              type="submit"
              loading={create.isPending}
              disabled={!weekStart || !period || closed}
            >
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
