import type { SelfFetch } from './render-port.ts';

/** What the web app's server render (`apps/web/src/ssr/render-page.tsx`) is asked. */
export interface PageRenderRequest {
  readonly url: string;
  /** The API as the page's user: read-only calls in process with the page request's cookie. */
  readonly fetch: SelfFetch;
  /** The browser's view cookie (`back-office-view`), URI-decoded. */
  readonly view: string | undefined;
  /**
   * Whether the request carries a session cookie. Without one the render draws a page signed out,
   * asking `fetch` nothing: the web app draws only its sign-in page so (decision 077).
   */
  readonly signedIn: boolean;
  /**
   * The browser's colour scheme from its client hint (`Sec-CH-Prefers-Color-Scheme`), when it
   * sent one: a first visit's sign-in page is drawn with it (decision 078).
   */
  readonly colorScheme?: 'light' | 'dark' | undefined;
  /** Aborted when the render is dropped, so its calls still running stop. */
  readonly signal?: AbortSignal;
}

/**
 * What it answers: `#root`'s HTML and the state the browser hydrates it with (the view, the
 * user and the queries the page was drawn from).
 */
export interface RenderedPage {
  readonly html: string;
  /** The colour scheme it is drawn in: `<html data-mantine-color-scheme>` before any script. */
  readonly colorScheme: 'light' | 'dark';
  readonly state: unknown;
}

export type PageRenderer = (request: PageRenderRequest) => Promise<RenderedPage | undefined>;
