import { useAuth } from '@back-office/hooks/auth';
import { useDashboardSummary } from '@back-office/hooks/dashboard';
import { usePeriods } from '@back-office/hooks/periods';
import { checkRouteAccess } from '@back-office/permissions';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { ErrorState } from '../../components/data-table/states.tsx';
import { DashboardFiguresSkeleton } from '../../components/page-skeletons/page-skeletons.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { displayName } from '../../lib/role-badge.ts';
import { AreaCards } from './area-cards.tsx';
import { Shortcuts } from './shortcuts.tsx';
import { TopProducts } from './top-products.tsx';

/**
 * `/` and `/dashboard` (dashboard:read): the selected period's figures as cards and charts,
 * each linking to the filtered list, and shortcuts to what the user may do. Areas the user
 * cannot read come back null from the API and are left out (distributor users see theirs).
 */
export function DashboardPage() {
  const { user } = useAuth();
  const { selectedPeriod, isLoading: periodsLoading } = usePeriods();
  const summary = useDashboardSummary();
  const data = summary.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Dashboard</Title>
          <Text c="dimmed" size="sm" data-testid="dashboard-period">
            {user ? `Welcome, ${displayName(user)}. ` : ''}
            {selectedPeriod
              ? `Period: ${selectedPeriod.name} (${formatDate(selectedPeriod.start_date)} – ${formatDate(selectedPeriod.end_date)})`
              : periodsLoading
                ? ''
                : 'No accounting period selected.'}
          </Text>
        </div>
        {/* Always there (a space until the figures come): on a phone it wraps to its own line, and
            appearing later would push the page down (CLS). */}
        <Text size="xs" c="dimmed">
          {data ? `Figures as of ${formatDateTime(data.generated_at)}` : '\u00a0'}
        </Text>
      </Group>

      <AfterFirstPaint page="dashboard">
        <Shortcuts user={user} />

        {!selectedPeriod && !periodsLoading ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconCalendarOff aria-hidden />}
            title="No period"
          >
            There is no accounting period to show figures for yet.
          </Alert>
        ) : summary.error ? (
          <ErrorState
            error={summary.error}
            what="the dashboard figures"
            onRetry={() => void summary.refetch()}
            retrying={summary.isFetching}
          />
        ) : !data ? (
          <DashboardFiguresSkeleton />
        ) : (
          <Stack gap="lg" style={{ opacity: summary.isPlaceholderData ? 0.6 : 1 }}>
            <AreaCards summary={data} />
            {data.top_products ? (
              <TopProducts
                products={data.top_products}
                linkProducts={checkRouteAccess(user, '/products').allowed}
              />
            ) : null}
          </Stack>
        )}
      </AfterFirstPaint>
    </Stack>
  );
}
