import type { ApiClient } from './create-api-client.ts';
import type { Schemas } from './types.ts';
import { unwrap } from './unwrap.ts';

/** A change of a background job the caller started (progress screens). */
export interface JobChange {
  readonly kind: Schemas['Notification']['kind'];
  readonly id: number;
  readonly status: string;
}

/** One event of `GET /api/events`, typed by its name (the contract's `streamEvents`). */
export type LiveEvent =
  | {
      readonly name: 'notification';
      readonly id: string | undefined;
      readonly data: Schemas['Notification'];
    }
  | { readonly name: 'job'; readonly id: undefined; readonly data: JobChange }
  | {
      readonly name: 'record.changed';
      readonly id: undefined;
      readonly data: Schemas['RecordChangedEvent'];
    };

const NAMES: ReadonlySet<string> = new Set(['notification', 'job', 'record.changed']);

/** A raw server-sent event: its `event:` name, joined `data:` lines and `id:`. */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
  readonly id: string | undefined;
}

/**
 * Splits a `text/event-stream` body into events (the HTML standard's parsing: `\n`, `\r\n` or
 * `\r` line ends, comments, a missing `event:` meaning `message`, a space after the colon
 * dropped, several `data:` lines joined by `\n`).
 */
export async function* serverSentEvents(
  body: AsyncIterable<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  const lines = function* (final: boolean) {
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (end < 0 || (!final && end === buffer.length - 1 && buffer[end] === '\r')) return;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(buffer.startsWith('\r\n', end) ? end + 2 : end + 1);
      yield line;
    }
  };
  const take = function* (final: boolean): Generator<ServerSentEvent> {
    for (const line of lines(final)) {
      if (line === '') {
        if (data.length > 0) yield { event: event || 'message', data: data.join('\n'), id };
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id' && !value.includes('\0')) id = value;
    }
  };
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    yield* take(false);
  }
  buffer += decoder.decode();
  yield* take(true);
}

/**
 * The signed-in user's live events, typed: `notification` (a job the caller started ended),
 * `job` (its progress) and `record.changed` (someone saved a record the caller may read).
 * Ends when `signal` aborts or the server closes the stream (its session ended); an event of a
 * name this version does not know is skipped. Opening refused (401, 429) throws `ApiError`.
 *
 * @example
 * for await (const event of liveEvents(api, { signal })) {
 *   if (event.name === 'record.changed') console.log(event.data.resource, event.data.id);
 * }
 */
export async function* liveEvents(
  api: ApiClient,
  options: { readonly signal?: AbortSignal; readonly lastEventId?: string } = {},
): AsyncGenerator<LiveEvent> {
  const stream = await unwrap(
    api.GET('/api/events', {
      params:
        options.lastEventId === undefined
          ? {}
          : { header: { 'Last-Event-ID': options.lastEventId } },
      parseAs: 'stream',
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  if (!stream) return;
  try {
    for await (const raw of serverSentEvents(stream as AsyncIterable<Uint8Array>)) {
      if (!NAMES.has(raw.event)) continue;
      yield {
        name: raw.event,
        id: raw.event === 'notification' ? raw.id : undefined,
        data: JSON.parse(raw.data),
      } as LiveEvent;
    }
  } catch (caught) {
    if (options.signal?.aborted) return;
    throw caught;
  }
}
