import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle.ts';

/**
 * A dialog or drawer whose code loads apart from its page: the page's first render does not
 * wait for a form it does not show (zod, the inputs, the drawer's tabs). The code is fetched
 * when the browser is idle after the page has drawn, or at once if the dialog opens first
 * (`?order=12` on a reload). Once opened it stays mounted, so its closing transition plays.
 * Opened before its code has come (a slow connection), it shows a loader after 300 ms.
 *
 * @example
 * const CreateOrderModal = lazyDialog(
 *   () => import('./create-order-modal.tsx').then((m) => m.CreateOrderModal),
 *   (props) => props.opened,
 * );
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [used, setUsed] = useState(open);
    if (open && !used) setUsed(true);
    useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
    if (!used) return null;
    return (
      <Suspense fallback={<DialogLoading />}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

/** Nothing for 300 ms (the code usually comes sooner), then a loader in the middle of the screen. */
function DialogLoading() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setShown(true), 300);
    return () => window.clearTimeout(id);
  }, []);
  if (!shown) return null;
  return (
    <Center role="status" style={LOADING_STYLE}>
      <Loader aria-label="Loading" />
    </Center>
  );
}

// Above the page, below dialogs (Mantine's modal layer is 200); clicks go through to the page.
const LOADING_STYLE = { position: 'fixed', inset: 0, zIndex: 199, pointerEvents: 'none' } as const;
