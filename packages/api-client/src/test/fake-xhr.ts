export interface FakeAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Upload progress events to emit before answering: [loaded, total]. */
  progress?: Array<[number, number]>;
  /** Never answer (until aborted). */
  hang?: boolean;
  /** Fail as a network error. */
  networkError?: boolean;
}

/** A stand-in for XMLHttpRequest that answers from a script, recording what was sent. */
export class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  requestHeaders: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  private responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly answer: FakeAnswer) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name.toLowerCase()] = value;
  }

  getAllResponseHeaders(): string {
    return Object.entries(this.responseHeaders)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
  }

  send(body: unknown): void {
    this.body = body;
    const answer = this.answer;
    if (answer.hang) return;
    queueMicrotask(() => {
      for (const [loaded, total] of answer.progress ?? []) {
        this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
      }
      if (answer.networkError) {
        this.onerror?.();
        return;
      }
      this.status = answer.status;
      this.responseText = answer.body ?? '';
      this.responseHeaders = answer.headers ?? {};
      this.onload?.();
    });
  }

  abort(): void {
    this.onabort?.();
  }
}

/** A factory answering each new XHR with the next scripted answer. */
export function fakeXhrFactory(...answers: FakeAnswer[]) {
  const created: FakeXhr[] = [];
  const factory = () => {
    const answer = answers[created.length] ?? answers[answers.length - 1] ?? { status: 200 };
    const xhr = new FakeXhr(answer);
    created.push(xhr);
    return xhr as unknown as XMLHttpRequest;
  };
  return { factory, created };
}
