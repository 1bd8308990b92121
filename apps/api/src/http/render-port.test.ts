import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { answerCalls, callsOverPort } from './render-port.ts';

const channels: MessageChannel[] = [];
const channel = () => {
  const made = new MessageChannel();
  channels.push(made);
  return made;
};

afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close();
    port2.close();
  }
});

describe('calls over a render thread’s port', () => {
  it('carries a call and its answer: method, URL, headers, status and body', async () => {
    const { port1, port2 } = channel();
    answerCalls(port1, async (request) =>
      Response.json(
        { method: request.method, url: request.url, asked: request.headers.get('x-asked') },
        { status: 201, headers: { 'x-answered': 'yes' } },
      ),
    );
    const { fetch } = callsOverPort(port2);
    const response = await fetch(
      new Request('http://127.0.0.1/api/products?limit=2', { headers: { 'x-asked': 'please' } }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-answered')).toBe('yes');
    expect(await response.json()).toEqual({
      method: 'GET',
      url: 'http://127.0.0.1/api/products?limit=2',
      asked: 'please',
    });
  });

  it('answers a status without a body (204) and reports a call the server could not make', async () => {
    const { port1, port2 } = channel();
    answerCalls(port1, async (request) => {
      if (request.url.endsWith('/broken')) throw new Error('database closed');
      return new Response(null, { status: 204 });
    });
    const { fetch } = callsOverPort(port2);
    expect((await fetch(new Request('http://127.0.0.1/api/none'))).status).toBe(204);
    await expect(fetch(new Request('http://127.0.0.1/api/broken'))).rejects.toThrow(
      'database closed',
    );
  });

  it('fails the calls still waiting when the server drops the render, and every later one', async () => {
    const { port1, port2 } = channel();
    const calls = answerCalls(port1, () => new Promise<Response>(() => {}));
    const { fetch, signal } = callsOverPort(port2);
    const waiting = fetch(new Request('http://127.0.0.1/api/slow'));
    calls.drop();
    await expect(waiting).rejects.toThrow();
    expect(signal.aborted).toBe(true);
    await expect(fetch(new Request('http://127.0.0.1/api/later'))).rejects.toThrow();
  });

  it('knows at once of a drop posted before the render took its port (it waited for a thread)', () => {
    const { port1, port2 } = channel();
    answerCalls(port1, async () => new Response(null)).drop();
    expect(callsOverPort(port2).signal.aborted).toBe(true);
  });
});
