// `@back-office/hooks/testing`: render the hooks against contract-checked MSW handlers.
// Needs `msw`, `ajv` and `ajv-formats` (optional peers of @back-office/api-client).
export {
  assertContractBody,
  BASE_URL,
  contract,
  example,
  mockOperation,
  mockOperationAt,
  type Reply,
  type RequestInfo,
} from '@back-office/api-client/testing';
export { createTestWrapper, type TestWrapperOptions } from './test-wrapper.tsx';
