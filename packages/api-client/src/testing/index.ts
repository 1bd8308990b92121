// `@back-office/api-client/testing`: contract-checked MSW handlers and the contract's examples,
// for the tests of tools that use the client. Needs `msw`, `ajv` and `ajv-formats` (optional peers).

export {
  assertContractBody,
  contract,
  contractOperations,
  example,
  METHODS,
  type Method,
} from './contract.ts';
export type { ContractDocument } from './contract-document.ts';
export {
  BASE_URL,
  type JsonBodies,
  mockOperation,
  mockOperationAt,
  type Reply,
  type ReplyOf,
  type RequestInfo,
} from './mock-operation.ts';
