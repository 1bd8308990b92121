/** A minimal browser-like cookie jar: honours `Path` and `Max-Age=0` of `Set-Cookie`. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  /** Stores the cookies a response sets (and drops the ones it clears). */
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (n: string) =>
        attrs.find((a) => a.toLowerCase().startsWith(`${n}=`))?.split('=')[1];
      if (attr('max-age') === '0' || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, path: attr('path') ?? '/' });
    }
  }

  /** The `Cookie` header a browser would send to `path`, or undefined. */
  header(path: string): string | undefined {
    const parts = [...this.cookies]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([n, c]) => `${n}=${c.value}`);
    return parts.length > 0 ? parts.join('; ') : undefined;
  }

  /** One cookie's value. */
  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  /** Sets a cookie by hand (e.g. to replay an old refresh token). */
  set(name: string, value: string, path = '/'): void {
    this.cookies.set(name, { value, path });
  }
}
