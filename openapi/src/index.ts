export {
  HTTP_METHODS,
  type HttpMethod,
  type ListedOperation,
  listOperations,
  type OpenApiDocument,
  type OperationObject,
  type Requirement,
  readBundledContract,
  readSpecOperations,
} from './operations.ts';
