import { setupServer } from 'msw/node';

export {
  BASE_URL,
  mockOperation,
  type Reply,
  type RequestInfo,
} from '@back-office/api-client/testing';

export const server = setupServer();
