import { TextInput, type TextInputProps } from '@mantine/core';
import { type FocusEvent, useEffect, useState } from 'react';
import { formatDate } from '../lib/format.ts';
import { parseDateInput } from '../lib/parse-date.ts';

export interface DateFieldProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'min' | 'max' | 'type' | 'defaultValue'> {
  /** The day as `YYYY-MM-DD`; '' or undefined for none. */
  readonly value: string | undefined;
  /** Called with `YYYY-MM-DD`, or '' when cleared (the shape of an input's change event). */
  readonly onChange: (event: { currentTarget: { value: string } }) => void;
  /** Earliest and latest accepted day, `YYYY-MM-DD`. */
  readonly min?: string | undefined;
  readonly max?: string | undefined;
}

const shown = (value: string | undefined) => (value ? formatDate(value) : '');

/**
 * The app's date input (§9: every date a person reads or types is en-ZA), a drop-in for
 * `<TextInput type="date">`, whose text follows the browser's locale. It shows the day as the
 * app shows dates (`01 Nov 2026`) and reads what a South African types (`01 Nov 2026`,
 * `2026/11/01`, `01/11/2026`, ISO). A day is taken as soon as the text is a whole date inside
 * `min`/`max`; leaving the field puts back the last day taken (like Mantine's `fixOnBlur`).
 */
export function DateField({ value, onChange, min, max, onBlur, ...props }: DateFieldProps) {
  const [text, setText] = useState(() => shown(value));
  // A new value from outside (a reset, a loaded record) replaces what is shown.
  useEffect(() => {
    setText((current) => (parseDateInput(current) === (value || null) ? current : shown(value)));
  }, [value]);

  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      onChange({ currentTarget: { value: '' } });
      return;
    }
    const day = parseDateInput(next);
    if (day !== null && (!min || day >= min) && (!max || day <= max)) {
      onChange({ currentTarget: { value: day } });
    }
  };

  return (
    <TextInput
      placeholder="DD MMM YYYY"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setText(shown(value));
        onBlur?.(event);
      }}
    />
  );
}
