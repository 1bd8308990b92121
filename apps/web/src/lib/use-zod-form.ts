import { type ChangeEvent, useCallback, useState } from 'react';
import type { z } from 'zod';

type Values = Record<string, string>;
type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * A small controlled form validated with zod. Values are never reset by a failed submit, so
 * what the user typed stays after any error (§ issue: "the typed values kept").
 *
 * @example
 * const form = useZodForm(loginSchema, { email: '', password: '' });
 * <TextInput {...form.field('email')} />
 */
export function useZodForm<S extends z.ZodType<Record<string, unknown>, V>, V extends Values>(
  schema: S,
  initial: V,
) {
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
  const validate = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Errors<V> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && !(key in next)) next[key as keyof V] = issue.message;
    }
    setErrors(next);
    return null;
  }, [schema, values]);

  return { values, errors, field, validate };
}
