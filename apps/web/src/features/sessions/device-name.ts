/** Browsers by the token that names them, most specific first (Edge and Opera also say Chrome). */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)|CriOS\/(\d+)|Chromium\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

/** Operating systems by the token that names them, most specific first. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A session's device as people say it ("Chrome 156 on Windows", "Safari on iPhone"), read from
 * its User-Agent; the raw text when neither the browser nor the system is known (scripts, tools).
 *
 * @example deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Chrome/156.0.0.0 Safari/537.36') // 'Chrome 156 on Windows'
 */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent));
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent;
  let name = 'Unknown browser';
  if (browser) {
    const match = browser[0].exec(userAgent);
    const version = match?.slice(1).find((part) => part !== undefined);
    name = version ? `${browser[1]} ${version}` : browser[1];
  }
  return system ? `${name} on ${system}` : name;
}
