import { ApiError } from '@back-office/api-client';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-utils/render.tsx';
import { RouteError } from './route-error.tsx';

function renderFailingRoute(error: unknown) {
  const rootRoute = createRootRoute({
    loader: () => {
      throw error;
    },
    component: () => null,
    errorComponent: RouteError,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithTheme(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('shows the message and the request id of a failed call', async () => {
    renderFailingRoute(
      new ApiError({ status: 500, message: 'Database unavailable', requestId: 'req-123' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByTestId('request-id').textContent).toBe('req-123');
  });

  it('shows no request id for an error without one', async () => {
    renderFailingRoute(new Error('Unexpected'));
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.queryByTestId('request-id')).toBeNull();
  });

  it('shows a not-found page naming the missing record, without "Try again"', async () => {
    renderFailingRoute(new ApiError({ status: 404, message: 'Consultant not found' }));
    await screen.findByRole('heading', { level: 1, name: 'Not found' });
    expect(screen.getByText(/Consultant not found/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeTruthy();
  });
});
