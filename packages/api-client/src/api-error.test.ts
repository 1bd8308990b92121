import { describe, expect, it } from 'vitest';
import { ApiError, extractMessage, NETWORK_ERROR_MESSAGE } from './api-error.ts';

describe('extractMessage', () => {
  it.each([
    ['machine-code detail', 400, { detail: 'LOGIN_BAD_CREDENTIALS' }, 'Invalid email or password'],
    [
      'unknown machine code',
      400,
      { detail: 'SOMETHING_NEW' },
      'Request failed with status 400 (SOMETHING_NEW)',
    ],
    [
      '{code} detail without a reason',
      400,
      { detail: { code: 'REGISTER_INVALID_PASSWORD' } },
      'The password does not meet the password policy',
    ],
    ['bare reason phrase', 401, { detail: 'Unauthorized' }, 'Unauthorized'],
    [
      '{code, reason} detail',
      400,
      {
        detail: {
          code: 'REGISTER_INVALID_PASSWORD',
          reason: 'Password should be at least 8 characters',
        },
      },
      'Password should be at least 8 characters',
    ],
    [
      '422 list',
      422,
      {
        detail: [
          { type: 'missing', loc: ['body', 'username'], msg: 'Field required', input: null },
          { type: 'value_error', loc: ['query', 'limit'], msg: 'Input should be less than 1000' },
        ],
      },
      'username: Field required; limit: Input should be less than 1000',
    ],
    [
      '422 item without a field',
      422,
      { detail: [{ loc: ['body'], msg: 'Invalid JSON', type: 'json' }] },
      'Invalid JSON',
    ],
    [
      "a proxy's 429 {error}",
      429,
      { error: 'Rate limit exceeded: 5 per 1 minute' },
      'Rate limit exceeded: 5 per 1 minute',
    ],
    ['{message} body', 400, { message: 'Something broke' }, 'Something broke'],
    ['plain-text 500', 500, 'Internal Server Error', 'Internal Server Error'],
    ['empty body', 502, '', 'Request failed with status 502'],
    ['unknown JSON', 418, { teapot: true }, 'Request failed with status 418'],
    ['null body', 500, null, 'Request failed with status 500'],
    ['no response', 0, undefined, NETWORK_ERROR_MESSAGE],
  ])('reads a %s', (_name, status, body, expected) => {
    expect(extractMessage(body, status)).toBe(expected);
  });
});

describe('ApiError', () => {
  it('keeps status, detail, code, request id and the raw body', () => {
    const body = { detail: { code: 'UPDATE_USER_INVALID_PASSWORD', reason: 'Too short' } };
    const error = ApiError.fromBody(400, body, 'req-1');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Too short',
      detail: body.detail,
      code: 'UPDATE_USER_INVALID_PASSWORD',
      requestId: 'req-1',
      body,
    });
  });

  it("says a bad login's code as a sentence and keeps the code", () => {
    const error = ApiError.fromBody(400, { detail: 'LOGIN_BAD_CREDENTIALS' });
    expect(error).toMatchObject({
      message: 'Invalid email or password',
      code: 'LOGIN_BAD_CREDENTIALS',
      detail: 'LOGIN_BAD_CREDENTIALS',
    });
  });

  it('treats an UPPER_SNAKE string detail as a code, prose as none', () => {
    expect(ApiError.fromBody(400, { detail: 'LOGIN_BAD_CREDENTIALS' }).code).toBe(
      'LOGIN_BAD_CREDENTIALS',
    );
    expect(ApiError.fromBody(404, { detail: 'Order not found' }).code).toBeUndefined();
    expect(ApiError.fromBody(422, { detail: [] }).code).toBe('VALIDATION_ERROR');
  });

  it('reads a response without consuming it', async () => {
    const response = new Response('Internal Server Error', {
      status: 500,
      headers: { 'Content-Type': 'text/plain', 'X-Request-ID': 'abc' },
    });
    const error = await ApiError.fromResponse(response);
    expect(error).toMatchObject({
      status: 500,
      message: 'Internal Server Error',
      requestId: 'abc',
    });
    expect(await response.text()).toBe('Internal Server Error');
  });

  it('describes a network failure with status 0 and the cause', () => {
    const cause = new TypeError('fetch failed');
    const error = ApiError.network(cause, 'req-2');
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', requestId: 'req-2' });
    expect(error.cause).toBe(cause);
  });
});
