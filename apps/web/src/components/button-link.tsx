import { ActionIcon, type ActionIconProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type ButtonAnchorProps = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
ButtonAnchor.displayName = 'ButtonAnchor';

const CreatedButtonLink = createLink(ButtonAnchor);

/**
 * A Mantine button that is a typed router link (`to`, `params` and `search` checked against
 * the route tree), unlike `<Button component={Link}>`, which loses the route types.
 *
 * @example
 * <ButtonLink to="/products" search={{ upload_session_id: 17 }}>View products</ButtonLink>
 */
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);

type ActionIconAnchorProps = ActionIconProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'>;

const ActionIconAnchor = forwardRef<HTMLAnchorElement, ActionIconAnchorProps>((props, ref) => (
  <ActionIcon component="a" ref={ref} {...props} />
));
ActionIconAnchor.displayName = 'ActionIconAnchor';

const CreatedActionIconLink = createLink(ActionIconAnchor);

/** An icon button that is a typed router link; give it an `aria-label`. */
export const ActionIconLink: LinkComponent<typeof ActionIconAnchor> = (props) => (
  <CreatedActionIconLink preload="intent" {...props} />
);
