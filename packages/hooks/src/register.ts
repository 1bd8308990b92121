import type { ApiError } from '@back-office/api-client';

// Opt-in (`import '@back-office/hooks/register'`): types every React Query error in the program
// as ApiError, the consumer's own useQuery calls included. The hooks of this package do not need
// it; an app whose queries all go through the api client may want it.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
