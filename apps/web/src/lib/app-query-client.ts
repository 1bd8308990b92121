// The target of the app's lazy `import()` of React Query (lib/query-client-loader.ts): a
// module of its own, so the chunk holds the query client and nothing else of @back-office/hooks.
export { createQueryClient } from '@back-office/hooks';
