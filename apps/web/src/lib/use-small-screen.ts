import { useMediaQuery } from '@mantine/hooks';
import { serverView } from '../ssr/server-view.ts';
import { SMALL_SCREEN } from '../ssr/view.ts';

/**
 * Whether the screen is phone-sized (the phone layout), live. A server render draws for its
 * view's answer (Mantine reads `matchMedia` at once only in a browser, and else says `false`).
 */
export function useSmallScreen(): boolean {
  const view = serverView();
  return useMediaQuery(SMALL_SCREEN, view?.small, { getInitialValueInEffect: view !== undefined });
}
