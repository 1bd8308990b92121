// Consumers' tests: the testing entries and the query options type-check from outside.
import { createApiClient } from '@back-office/api-client';
import { example, mockOperation } from '@back-office/api-client/testing';
import { orderQueries } from '@back-office/hooks/orders';
import { createTestWrapper } from '@back-office/hooks/testing';

export const handler = mockOperation('get', '/api/periods/{id}', () => ({
  status: 200,
  body: example('Period'),
}));
const api = createApiClient({ baseUrl: 'http://api.test' });
export const options = orderQueries.list(api, {});
export const { Wrapper } = createTestWrapper();
