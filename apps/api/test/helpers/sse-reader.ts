/** One server-sent message: an event (with its fields) or a comment line (a heartbeat). */
export interface SseMessage {
  event?: string;
  data?: string;
  id?: string;
  retry?: number;
  comment?: string;
}

/**
 * Reads an event stream (`text/event-stream` body) one message at a time, as a browser's
 * EventSource would split it. `next()` answers undefined once the server closed the stream.
 */
export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';

  constructor(res: Response) {
    if (!res.body) throw new Error('the response has no body');
    this.reader = res.body.getReader();
  }

  async next(): Promise<SseMessage | undefined> {
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        return parseBlock(block);
      }
      const { done, value } = await this.reader.read();
      if (done) return undefined;
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  /** The next message of type `event` (skipping others); undefined if the stream ended first. */
  async nextEvent(event: string): Promise<SseMessage | undefined> {
    for (;;) {
      const message = await this.next();
      if (!message || message.event === event) return message;
    }
  }

  /** Leaves the stream (the browser tab closing). */
  close(): Promise<void> {
    return this.reader.cancel();
  }
}

function parseBlock(block: string): SseMessage {
  const message: SseMessage = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comment = line.slice(1).trim();
    const [field, ...rest] = line.split(': ');
    const value = rest.join(': ');
    if (field === 'event' || field === 'id') message[field] = value;
    if (field === 'data')
      message.data = message.data === undefined ? value : `${message.data}\n${value}`;
    if (field === 'retry') message.retry = Number(value);
  }
  return message;
}

/** Opens `client`'s event stream (`GET /api/events`): 200, then the `retry:` line, then a reader. */
export async function openEventStream(client: {
  raw(method: string, path: string): Promise<Response>;
}): Promise<SseReader> {
  const res = await client.raw('GET', '/api/events');
  if (res.status !== 200) throw new Error(`GET /api/events answered ${res.status}`);
  const reader = new SseReader(res);
  const first = await reader.next();
  if (first?.retry !== 5000) throw new Error(`the stream began with ${JSON.stringify(first)}`);
  return reader;
}
