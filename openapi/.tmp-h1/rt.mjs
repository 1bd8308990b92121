import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { globSync } from 'node:fs';
let bad = 0;
for (const f of globSync('paths/**/*.yaml')) {
  const t = readFileSync(f, 'utf8');
  const out = parseDocument(t).toString({ lineWidth: 0 });
  if (out !== t) { bad++; if (bad < 3) console.log('DIFF', f); }
}
console.log('bad', bad);
