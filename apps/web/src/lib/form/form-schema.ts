/** A validation problem (Standard Schema's issue: zod's issues are these). */
export interface FormIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

export type FormResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<FormIssue> };

/**
 * What the forms validate with: any Standard Schema v1 (a zod schema, or one written out where
 * zod would be too heavy, like the sign-in form's; decision 023). Validation must be synchronous.
 */
export interface FormSchema<Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => FormResult<Output> | Promise<FormResult<Output>>;
    readonly types?: { readonly output: Output } | undefined;
  };
}

/**
 * The parsed values, or the first message of each top-level field; with `nested`, of each
 * whole path (`lines.0.quantity`), for a form that shows errors inside a list.
 */
export function validateForm<Output>(
  schema: FormSchema<Output>,
  values: unknown,
  nested = false,
): { readonly value: Output } | { readonly errors: Record<string, string> } {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('A form schema must validate synchronously');
  if (!result.issues) return { value: result.value };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const keys = (issue.path ?? []).map((segment) =>
      typeof segment === 'object' ? segment.key : segment,
    );
    const key = nested ? keys.map(String).join('.') : keys[0];
    if (typeof key === 'string' && key !== '' && !(key in errors)) errors[key] = issue.message;
  }
  return { errors };
}
