import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useRevealErrors } from '../use-reveal-errors.ts';
import { type FormSchema, validateForm } from './form-schema.ts';
import { sameValues } from './same-values.ts';
import { type ServerErrorRoutes, type SubmitFailure, serverErrors } from './server-errors.ts';

/** A field, or a path inside one (`lines.0.quantity`) when the form is `nested`. */
export type FormKey<V> = (keyof V & string) | `${keyof V & string}.${string}`;
type Errors<V> = Partial<Record<FormKey<V>, string>>;
type KeysOf<V, T> = { [K in keyof V & string]: V[K] extends T ? K : never }[keyof V & string];

export interface SchemaFormOptions<V> {
  /** Where the server's refusals without a field path go (a 409 onto the reference…). */
  readonly routes?: ServerErrorRoutes<FormKey<V>>;
  /** Errors keep their whole path (`lines.0.quantity`): for a form with a list of rows. */
  readonly nested?: boolean;
}

/**
 * The web app's one form pattern: values checked by a Standard Schema (zod; decision 023),
 * server refusals mapped onto the fields by `serverErrors` (the rest is `failure`, shown by
 * `SubmitError`), the focus moved to the first invalid field (or the alert) after any failure,
 * and `isDirty` for `UnsavedChangesGuard`. Values are never reset by a failure: what the user
 * typed stays. Render `<form ref={form.formRef} onSubmit={form.submit(save)} noValidate>`.
 *
 * @example
 * const form = useSchemaForm(createOrderSchema, { reference: '', notes: '' });
 * <TextInput {...form.field('reference')} />
 */
export function useSchemaForm<V extends object, Output>(
  schema: FormSchema<Output>,
  initial: V,
  options: SchemaFormOptions<V> = {},
) {
  const [initialValues] = useState(initial);
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { formRef, reveal } = useRevealErrors();
  const routes = useRef(options.routes);
  routes.current = options.routes;
  const nested = options.nested ?? false;

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      const next: Record<string, string | undefined> = { ...previous, [name]: undefined };
      for (const key of Object.keys(next)) if (key.startsWith(`${name}.`)) delete next[key];
      return next as Errors<V>;
    });
  }, []);

  /** Props for a text input (`TextInput`, `PasswordInput`, `Textarea`, `DateField`). */
  const field = (name: KeysOf<V, string>) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { readonly currentTarget: { readonly value: string } }) =>
      set(name, event.currentTarget.value as V[typeof name]),
  });

  /** Props for a `Checkbox` or `Switch`. */
  const checkbox = (name: KeysOf<V, boolean>) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: { readonly currentTarget: { readonly checked: boolean } }) =>
      set(name, event.currentTarget.checked as V[typeof name]),
  });

  /** The parsed values, or null after marking the invalid fields and focusing the first. */
  const validate = (): Output | null => {
    const result = validateForm(schema, values, nested);
    if ('value' in result) {
      setErrors({});
      return result.value;
    }
    setErrors(result.errors as Errors<V>);
    reveal();
    return null;
  };

  /** Adds errors of a rule the schema cannot see (and moves the focus to the first). */
  const mark = useCallback(
    (next: Errors<V>) => {
      setErrors((previous) => ({ ...previous, ...next }));
      reveal();
    },
    [reveal],
  );

  /** Forgets every error and the failure (a dialog closed, the source of the form changed). */
  const clear = useCallback(() => {
    setErrors({});
    setFailure(null);
  }, []);

  /** Shows a server refusal: on the fields it names, else once for the whole form. */
  const refuse = useCallback(
    (error: unknown) => {
      const mapped = serverErrors(
        error,
        Object.keys(initialValues) as FormKey<V>[],
        routes.current,
      );
      setErrors(mapped.fields);
      setFailure(mapped.failure);
      reveal();
    },
    [initialValues, reveal],
  );

  /**
   * A submit handler: validates, then runs `save` with the parsed values; a rejection of
   * `save` is shown with `refuse`.
   */
  const submit = (save: (output: Output) => unknown) => (event?: FormEvent) => {
    event?.preventDefault();
    const output = validate();
    if (output === null) return;
    setFailure(null);
    setSubmitting(true);
    void (async () => {
      try {
        await save(output);
      } catch (error) {
        refuse(error);
      } finally {
        setSubmitting(false);
      }
    })();
  };

  return {
    values,
    errors,
    failure,
    submitting,
    isDirty: !sameValues(values, initialValues),
    formRef,
    set,
    setValues,
    field,
    checkbox,
    validate,
    mark,
    clear,
    refuse,
    submit,
  };
}
