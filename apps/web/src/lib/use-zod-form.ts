import { type ChangeEvent, useCallback, useState } from 'react';

type Values = Record<string, string>;
type Errors<V> = Partial<Record<keyof V, string>>;

/** A validation problem (Standard Schema's issue: zod's issues are these). */
export interface FormIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

type FormResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<FormIssue> };

/**
 * What `useZodForm` validates with: any Standard Schema (a zod schema, or one written out
 * where zod would be too heavy, like the sign-in form's). Validation must be synchronous.
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
 * A small controlled form validated with zod (or another Standard Schema). Values are never
 * reset by a failed submit, so what the user typed stays after any error (§ issue: "the typed
 * values kept").
 *
 * @example
 * const form = useZodForm(loginSchema, { email: '', password: '' });
 * <TextInput {...form.field('email')} />
 */
export function useZodForm<Output, V extends Values>(schema: FormSchema<Output>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});

  const field = useCallback(
    (name: keyof V & string) => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.currentTarget;
        setValues((previous) => ({ ...previous, [name]: value }));
        setErrors((previous) => ({ ...previous, [name]: undefined }));
      },
    }),
    [values, errors],
  );

  /** The parsed values, or null after showing the field errors. */
  const validate = useCallback((): Output | null => {
    const result = schema['~standard'].validate(values);
    if (result instanceof Promise) throw new Error('useZodForm needs a synchronous schema');
    if (!result.issues) {
      setErrors({});
      return result.value;
    }
    const next: Errors<V> = {};
    for (const issue of result.issues) {
      const segment = issue.path?.[0];
      const key = typeof segment === 'object' ? segment.key : segment;
      if (typeof key === 'string' && !(key in next)) next[key as keyof V] = issue.message;
    }
    setErrors(next);
    return null;
  }, [schema, values]);

  return { values, errors, field, validate };
}
