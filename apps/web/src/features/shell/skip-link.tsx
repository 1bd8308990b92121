import { focusFirstList, useListPresent } from '../../components/data-table/list-focus.ts';
import classes from './skip-link.module.css';

/** The id of the signed-in area's main content, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stops of the keyboard, visible only while focused: "Skip to main content", and on a
 * page with a list "Skip to list", which focuses the list's current row (two keystrokes from the
 * top of the page to the first order of /orders, rather than 16 Tabs past the filters).
 */
export function SkipLink() {
  const list = useListPresent();
  return (
    <>
      <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {list ? (
        <a
          className={classes.skipLink}
          href={`#${MAIN_CONTENT_ID}`}
          onClick={(event) => {
            if (focusFirstList()) event.preventDefault();
          }}
          data-testid="skip-to-list"
        >
          Skip to list
        </a>
      ) : null}
    </>
  );
}
