/**
 * `<script type="application/json" id={id}>` holding `value`: not run (the CSP needs no
 * exception), and `<`, `>` and `&` escaped so no value (a product called `</script>`) can end the
 * element.
 */
export function jsonScriptElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${id}">${json}</script>`;
}

const BOOT_SCREEN = /<template id="boot-screen">([\s\S]*?)<\/template>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * `html` with its boot screen (the web app's `<template id="boot-screen">`, "Checking
 * authentication...") drawn in `#root`: a signed-in page shows the app's first screen as soon as
 * its CSS has come rather than a blank page until its code has run (decision 033). The app's
 * first render replaces it with the same markup. Unchanged when the build has no such template.
 */
export function withBootScreen(html: string): string {
  const screen = BOOT_SCREEN.exec(html)?.[1];
  if (screen === undefined || !html.includes(EMPTY_ROOT)) return html;
  return html.replace(EMPTY_ROOT, `<div id="root">${screen}</div>`);
}
