import { useDebouncedValue } from '@back-office/hooks';
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The value in the URL. */
  readonly value: string | undefined;
  /** Called 300 ms after the last keystroke (or at once on clear). */
  readonly onSearch: (value: string | undefined) => void;
  readonly label: string;
}

/**
 * A search box bound to a URL param: typing is local and debounced, the URL changes once the
 * user pauses, and a URL change (back button) refills the box.
 *
 * @example
 * <SearchInput label="Search products" value={list.search.search}
 *   onSearch={(search) => list.update({ search }, { replace: true })} />
 */
export function SearchInput({ value, onSearch, label, ...rest }: SearchInputProps) {
  const [text, setText] = useState(value ?? '');
  const debounced = useDebouncedValue(text);
  const lastSent = useRef(value ?? '');

  // The URL changed from elsewhere (back button, reset): show it.
  useEffect(() => {
    if ((value ?? '') !== lastSent.current) {
      lastSent.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);

  useEffect(() => {
    const next = debounced.trim();
    if (next === lastSent.current) return;
    lastSent.current = next;
    onSearch(next || undefined);
  }, [debounced, onSearch]);

  return (
    <TextInput
      label={label}
      // The page's search: "/" focuses it (features/shell/use-search-shortcut.ts).
      data-page-search
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              lastSent.current = '';
              onSearch(undefined);
            }}
          />
        ) : null
      }
      {...rest}
    />
  );
}
