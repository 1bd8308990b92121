import type { PeriodStatus } from '@back-office/domain';
import { Alert } from '@mantine/core';

/** Said before a form is filled: a closed or archived period takes no new or changed orders. */
export function ClosedPeriodAlert({
  name,
  status,
  action,
}: {
  name: string;
  status: PeriodStatus;
  /** What cannot happen, e.g. 'takes no new consultant orders'. */
  action: string;
}) {
  return (
    <Alert color="orange" variant="light" role="alert" title={`${name} is ${status}`}>
      {name} is {status} and {action}. Choose an open (draft or active) period in the header.
    </Alert>
  );
}
