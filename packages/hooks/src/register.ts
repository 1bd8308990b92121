import type { ApiError } from '@back-office/api-client';

// Every query and mutation error is an ApiError (the client throws nothing else for HTTP).
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
