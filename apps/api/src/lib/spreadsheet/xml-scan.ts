/**
 * The few XML operations the xlsx reader needs, on strings it already holds: entity decoding,
 * an attribute of a start tag, the text of `<t>` elements. No tree, no event per node.
 */

const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** `&amp;` → `&`, `&#233;` → `é`; text without `&` is returned as it is. */
export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name] ?? whole;
    const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/**
 * The raw (undecoded) value of attribute `name` in `xml` between `from` and `to` (a start
 * tag's inside), or `undefined`.
 *
 * @example attribute('<c r="B2" t="s">', 0, 16, 't') // 's'
 */
export function attribute(xml: string, from: number, to: number, name: string): string | undefined {
  const needle = `${name}=`;
  for (let at = xml.indexOf(needle, from); at >= 0 && at < to; at = xml.indexOf(needle, at + 1)) {
    if (!isSpace(xml.charCodeAt(at - 1))) continue;
    const quote = xml[at + needle.length];
    if (quote !== '"' && quote !== "'") return undefined;
    const start = at + needle.length + 1;
    const end = xml.indexOf(quote, start);
    return end < 0 || end > to ? undefined : xml.slice(start, end);
  }
  return undefined;
}

/** Whether the tag starting at `at` (`<name`) is that element, not a longer name (`<cols`). */
export function isTag(xml: string, at: number, nameLength: number): boolean {
  const next = xml.charCodeAt(at + 1 + nameLength);
  return next === 62 || next === 47 || isSpace(next);
}

/** Where the element `<name` starts in `xml` between `from` and `to`, or -1. */
export function findTag(xml: string, name: string, from: number, to: number): number {
  const open = `<${name}`;
  for (let at = xml.indexOf(open, from); at >= 0 && at < to; at = xml.indexOf(open, at + 1)) {
    if (isTag(xml, at, name.length)) return at;
  }
  return -1;
}

const PHONETIC = /<rPh\b[\s\S]*?<\/rPh>/g;

/**
 * The decoded text of the `<t>` elements between `from` and `to` (a shared string or an inline
 * string, rich text runs joined), without phonetic guides (`<rPh>`).
 */
export function textOfRuns(xml: string, from: number, to: number): string {
  let part = xml.slice(from, to);
  if (part.includes('<rPh')) part = part.replace(PHONETIC, '');
  let text = '';
  for (let at = findTag(part, 't', 0, part.length); at >= 0; ) {
    const gt = part.indexOf('>', at);
    if (gt < 0) break;
    if (part.charCodeAt(gt - 1) === 47) {
      at = findTag(part, 't', gt, part.length);
      continue;
    }
    const end = part.indexOf('</t>', gt);
    if (end < 0) break;
    text += part.slice(gt + 1, end);
    at = findTag(part, 't', end, part.length);
  }
  return decodeXml(text);
}
