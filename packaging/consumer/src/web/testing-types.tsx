// Consumers' tests: the testing entries and the query options type-check from outside.
import { createApiClient } from '@back-office/api-client';
import { example, mockOperation } from '@back-office/api-client/testing';
import { createOrderMutation, orderQueries } from '@back-office/hooks';
import { createTestWrapper } from '@back-office/hooks/testing';
import { QueryClient } from '@tanstack/react-query';

export const handler = mockOperation('get', '/api/periods/{id}', () => ({
  status: 200,
  body: example('Period'),
}));
const api = createApiClient({ baseUrl: 'http://api.test' });
export const options = orderQueries.list(api, {});
export const createOrder = createOrderMutation(api, new QueryClient());
export const { Wrapper } = createTestWrapper();
