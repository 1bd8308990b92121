import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a failed submit, moves the focus (and so the scroll) to the first field marked invalid,
 * or else to the form's error alert: a user at the bottom of a long form sees what went wrong.
 * Call `reveal()` once the errors are set; the focus moves after they have rendered.
 *
 * @example
 * const { formRef, reveal } = useRevealErrors();
 * <form ref={formRef} …>; setErrors(next); reveal();
 */
export function useRevealErrors(): {
  formRef: RefObject<HTMLFormElement | null>;
  reveal: () => void;
} {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    if (target.getAttribute('role') === 'alert' && !target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
    }
    target.focus();
  }, [attempt]);
  const reveal = useCallback(() => setAttempt((n) => n + 1), []);
  return { formRef, reveal };
}
