// `@back-office/hooks/testing`: render the hooks against contract-checked MSW handlers.
// Needs `msw`, `ajv` and `ajv-formats` (optional peers of @back-office/api-client); the other
// helpers of `@back-office/api-client/testing` are imported from there.
export { BASE_URL, example, mockOperation } from '@back-office/api-client/testing';
export { createTestWrapper, type TestWrapperOptions } from './test-wrapper.tsx';
