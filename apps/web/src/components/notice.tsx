import { Alert, type AlertProps } from '@mantine/core';

// Stock light alerts draw their title in shade 6 of their colour (green.6 on pale green is
// 2.6:1); body text colour passes axe in every theme, the icon and tint keep the colour.
const READABLE = {
  title: { color: 'var(--mantine-color-text)' },
  message: { color: 'var(--mantine-color-text)' },
};

/**
 * A light `Alert` whose title and text meet WCAG AA contrast in every theme.
 *
 * @example
 * <Notice color="green" title="Import completed" icon={<IconCircleCheck />}>312 products</Notice>
 */
export function Notice(props: AlertProps) {
  return <Alert variant="light" styles={READABLE} {...props} />;
}

/** Red text that passes AA on the body and on striped rows, in light and dark schemes. */
export const ERROR_TEXT = 'light-dark(#c92a2a, #ff8787)';
