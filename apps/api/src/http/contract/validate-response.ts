import { Contract } from './contract.ts';

/** The outcome of checking one response against the contract. */
export interface ResponseCheck {
  ok: boolean;
  errors: string[];
}

let shared: Contract | undefined;

function responseKey(declared: string[], status: number): string | undefined {
  const exact = String(status);
  if (declared.includes(exact)) return exact;
  const range = `${exact[0]}XX`;
  if (declared.includes(range)) return range;
  return declared.includes('default') ? 'default' : undefined;
}

/**
 * Checks a response body against the contract: the status must be declared for the operation,
 * and a JSON body must match the schema of that status (a declared body-less status must have
 * no body). For tests; pass `contract` to reuse an already loaded one.
 */
export function validateResponse(
  operationId: string,
  status: number,
  body: unknown,
  options: { contract?: Contract; mediaType?: string } = {},
): ResponseCheck {
  if (!options.contract && !shared) shared = new Contract();
  const contract = options.contract ?? (shared as Contract);
  const op = contract.operation(operationId);
  const key = responseKey(Object.keys(op.responses), status);
  if (!key) {
    return {
      ok: false,
      errors: [`${operationId}: status ${status} is not declared in the contract`],
    };
  }
  const content = op.responses[key]?.content ?? {};
  const mediaType = options.mediaType ?? 'application/json';
  if (Object.keys(content).length === 0) {
    const empty = body === undefined || body === null || body === '';
    return empty
      ? { ok: true, errors: [] }
      : { ok: false, errors: [`${operationId} ${status}: the contract declares no body`] };
  }
  const validate = contract.responseValidator(op, key, mediaType);
  if (!validate) {
    if (content[mediaType] === undefined) {
      return {
        ok: false,
        errors: [`${operationId} ${status}: media type ${mediaType} not declared`],
      };
    }
    return { ok: true, errors: [] };
  }
  if (validate(body)) return { ok: true, errors: [] };
  return {
    ok: false,
    errors: (validate.errors ?? []).map(
      (e) =>
        `${operationId} ${status}: ${e.instancePath || '(root)'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
    ),
  };
}
