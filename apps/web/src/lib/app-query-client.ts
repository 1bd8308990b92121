// The target of the app's lazy `import()` of React Query (lib/query-client-loader.ts): a
// module of its own, so the chunk holds the query client and nothing else of @repo/hooks.
export { createQueryClient } from '@repo/hooks';
