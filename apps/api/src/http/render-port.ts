import { type MessagePort, receiveMessageOnPort } from 'node:worker_threads';

/** The app's own API, called in process (`app.fetch`). */
export type SelfFetch = (request: Request) => Promise<Response>;

/** A call from the render's thread (a read: the render only reads; no body goes with it). */
interface PortCall {
  readonly id: number;
  readonly method: string;
  readonly url: string;
  readonly headers: [string, string][];
}

/** The API's answer to one call, or why it has none. */
type PortAnswer =
  | {
      readonly id: number;
      readonly status: number;
      readonly headers: [string, string][];
      readonly body: ArrayBuffer;
    }
  | { readonly id: number; readonly error: string };

/** Posted by the server when it drops the render: its calls still waiting fail. */
interface PortDrop {
  readonly drop: true;
}

/** Answers that cannot carry a body (`new Response` refuses one, even empty). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const isDrop = (message: unknown): message is PortDrop =>
  typeof message === 'object' && message !== null && 'drop' in message;

/**
 * The server's end of a render's port (decision 073): each call the render's thread posts is
 * answered by `fetch` (the API as the page's user). `drop()` tells the render it was dropped.
 */
export function answerCalls(port: MessagePort, fetch: SelfFetch): { drop(): void } {
  port.on('message', (call: PortCall) => {
    void (async (): Promise<PortAnswer> => {
      try {
        const response = await fetch(
          new Request(call.url, { method: call.method, headers: call.headers }),
        );
        const body = await response.arrayBuffer();
        return { id: call.id, status: response.status, headers: [...response.headers], body };
      } catch (error) {
        return { id: call.id, error: error instanceof Error ? error.message : String(error) };
      }
    })().then((answer) => {
      try {
        port.postMessage(answer, 'body' in answer ? [answer.body] : []);
      } catch {
        // The render has ended (its port is closed): nobody waits for this answer.
      }
    });
  });
  return { drop: () => port.postMessage({ drop: true } satisfies PortDrop) };
}

/**
 * The render thread's end: a `fetch` that asks the server through `port`, and a signal that
 * aborts when the server drops the render (at once if it did so while the render waited for a
 * thread). `close()` ends the port when the render is done.
 */
export function callsOverPort(port: MessagePort): {
  fetch: SelfFetch;
  signal: AbortSignal;
  close(): void;
} {
  const dropped = new AbortController();
  const waiting = new Map<
    number,
    { resolve(answer: PortAnswer): void; reject(reason: unknown): void }
  >();
  const settle = (message: unknown) => {
    if (isDrop(message)) {
      dropped.abort();
      for (const call of waiting.values()) call.reject(dropped.signal.reason);
      waiting.clear();
      return;
    }
    const answer = message as PortAnswer;
    waiting.get(answer.id)?.resolve(answer);
    waiting.delete(answer.id);
  };
  // A drop posted before this thread took the render is already waiting on the port.
  for (let queued = receiveMessageOnPort(port); queued; queued = receiveMessageOnPort(port)) {
    settle(queued.message);
  }
  port.on('message', settle);
  let next = 0;
  const fetch: SelfFetch = (request) => {
    if (dropped.signal.aborted) return Promise.reject(dropped.signal.reason);
    const id = next++;
    const answered = new Promise<PortAnswer>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
    });
    port.postMessage({
      id,
      method: request.method,
      url: request.url,
      headers: [...request.headers],
    } satisfies PortCall);
    return answered.then((answer) => {
      if ('error' in answer) throw new Error(answer.error);
      const body = NULL_BODY_STATUSES.has(answer.status) ? null : answer.body;
      return new Response(body, { status: answer.status, headers: answer.headers });
    });
  };
  return { fetch, signal: dropped.signal, close: () => port.close() };
}
