import { AUTH_PATHS } from './endpoints.ts';
import { releaseBody } from './release-body.ts';
import { createRequestId, REQUEST_ID_HEADER } from './request-id.ts';
import type { TokenStore } from './token-store.ts';
import { expiryFrom } from './token-window.ts';

export type AuthMode = 'cookie' | 'bearer';

/** The token-mode login and refresh answer. */
export interface TokenResponse {
  access_token: string;
  token_type?: string;
  refresh_token?: string | null;
  expires_in?: number | null;
}

export interface SessionContext {
  baseUrl: string;
  mode: AuthMode;
  store: TokenStore;
  now: () => number;
  /** The raw fetch (no refresh logic). */
  fetch: (request: Request) => Promise<Response>;
}

function isTokenResponse(value: unknown): value is TokenResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { access_token?: unknown }).access_token === 'string'
  );
}

/** Records a successful login or refresh response in the store. */
export async function recordSession(ctx: SessionContext, response: Response): Promise<void> {
  if (ctx.mode === 'cookie') {
    // The cookie is HttpOnly: only the moment of issue is known, so assume §9's lifetime.
    ctx.store.set({ ...ctx.store.get(), expiresAt: expiryFrom(ctx.now()) });
    return;
  }
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return;
  }
  if (!isTokenResponse(body)) return;
  const previous = ctx.store.get();
  ctx.store.set({
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? previous?.refreshToken,
    expiresAt: expiryFrom(ctx.now(), body.expires_in),
  });
}

/**
 * Builds the refresh call of the queue: `/auth/cookie/refresh` in cookie mode, `/auth/refresh`
 * with the stored refresh token in token mode. Resolves true on 2xx, false on any other status;
 * throws when the server cannot be reached.
 */
export function createRefresher(ctx: SessionContext): () => Promise<boolean> {
  return async () => {
    const headers = new Headers({ [REQUEST_ID_HEADER]: createRequestId() });
    let body: string | undefined;
    if (ctx.mode === 'bearer') {
      const refreshToken = ctx.store.get()?.refreshToken;
      if (!refreshToken) return false;
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify({ refresh_token: refreshToken });
    }
    const path = ctx.mode === 'cookie' ? AUTH_PATHS.cookieRefresh : AUTH_PATHS.refresh;
    const response = await ctx.fetch(
      new Request(`${ctx.baseUrl}${path}`, {
        method: 'POST',
        headers,
        body,
        credentials: 'include',
      }),
    );
    if (!response.ok) {
      releaseBody(response);
      return false;
    }
    await recordSession(ctx, response);
    releaseBody(response);
    return true;
  };
}
