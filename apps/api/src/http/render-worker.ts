import { pathToFileURL } from 'node:url';
import { type MessagePort, workerData } from 'node:worker_threads';
import type { PageRenderer, RenderedPage } from './render-contract.ts';
import { callsOverPort } from './render-port.ts';

// A render thread's entry (piscina; decision 073). Each thread loads the web app's server render
// (`workerData.file`) as it starts; each page's render asks the server for its API calls through
// its own port, so the server's event loop answers requests while React draws here.

/** What the server gives each thread. */
export interface RenderThreadData {
  /** `dist-ssr/render-page.js`. */
  readonly file: string;
}

/** Draw one page; `port` carries its API calls (`answerCalls` at the other end). */
export interface RenderTask {
  readonly url: string;
  readonly view: string | undefined;
  readonly signedIn: boolean;
  readonly colorScheme: 'light' | 'dark' | undefined;
  readonly port: MessagePort;
}

const { file } = workerData as RenderThreadData;
const loaded = import(pathToFileURL(file).href) as Promise<{ renderPage: PageRenderer }>;
// A render that fails to load fails each task with its error; not an unhandled rejection.
loaded.catch(() => undefined);

export default async function run(task: RenderTask): Promise<RenderedPage | undefined> {
  const calls = callsOverPort(task.port);
  try {
    // Dropped while it waited for this thread: nobody waits for the page any more.
    if (calls.signal.aborted) return undefined;
    const { renderPage } = await loaded;
    return await renderPage({
      url: task.url,
      view: task.view,
      signedIn: task.signedIn,
      colorScheme: task.colorScheme,
      fetch: calls.fetch,
      signal: calls.signal,
    });
  } finally {
    calls.close();
  }
}
