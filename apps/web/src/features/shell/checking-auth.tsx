/**
 * Shown instead of the router while the session is validated (§2, at most 10 seconds). Plain
 * markup with classes from `theme/global.css`: `index.html` holds the same markup as the boot
 * screen a signed-in page shows before its code has come (decision 033), so the app takes over
 * without a visible change. `checking-auth.test.tsx` keeps the two the same.
 */
export function CheckingAuthentication() {
  return (
    <main className="boot-screen">
      <div className="boot-screen-status" role="status" aria-live="polite">
        <span className="boot-screen-loader" aria-hidden="true" />
        <p>Checking authentication...</p>
      </div>
    </main>
  );
}
