import { type RefObject, useEffect, useRef, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * For a form the server may have drawn (the sign-in page, decision 077), which can be typed into
 * before the app's code runs. Returns whether the form is the app's yet: `false` in the server's
 * render and while React hydrates it, `true` after and in a render the browser drew itself. Until
 * then its submit button should wait: the browser would otherwise send the form itself, as a GET
 * with the password in the address. Once the app runs, what was typed or autofilled into the
 * text fields `names` before is taken into the form's state (`set`): React keeps an input's text
 * when it hydrates it, but neither resets nor reports it, so a controlled field would show text
 * its state does not hold.
 */
export function useServerDrawnForm<Name extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  names: readonly Name[],
  set: (name: Name, value: string) => void,
): boolean {
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const adopt = useRef({ names, set });
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const name of adopt.current.names) {
      const input = form.elements.namedItem(name);
      // React sets `defaultValue` to the value it rendered: a difference is the user's (or autofill's).
      if (input instanceof HTMLInputElement && input.value !== input.defaultValue) {
        adopt.current.set(name, input.value);
      }
    }
  }, [formRef]);
  return ready;
}
