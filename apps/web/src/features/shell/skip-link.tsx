import classes from './skip-link.module.css';

/** The id of the signed-in area's main content, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: "Skip to main content", visible only while focused. */
export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
