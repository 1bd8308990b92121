// Writes every ```ts and ```tsx block of the READMEs given into src/, at the path its marker names
// (`<!-- example:node/token-mode.ts -->` on the line above the block), and the node/ ones, in the
// order the READMEs show them, to node-examples.txt. optin/ holds what changes the whole program's
// types (`@back-office/hooks/register`), checked apart from the rest (tsconfig.optin.json). A block without a marker fails: every snippet
// a tool author reads is compiled (by TypeScript's current and previous major); node/ ones are run
// against the API and test/ ones by vitest (scripts/test-packages.sh).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const FOLDERS =
  /^(node\/[\w-]+\.ts|web\/[\w-]+\.tsx?|optin\/[\w-]+\.tsx?|test\/[\w-]+\.test\.tsx?)$/;
const nodeExamples = [];
const seen = new Set();
let failures = 0;
for (const readme of process.argv.slice(2)) {
  const lines = readFileSync(readme, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const fence = lines[i].match(/^```(ts|tsx)\s*$/);
    if (!fence) continue;
    const end = lines.indexOf('```', i + 1);
    let above = i - 1;
    while (above >= 0 && lines[above].trim() === '') above--;
    const name = lines[above]?.match(/^<!-- example:(\S+) -->$/)?.[1];
    if (!name || !FOLDERS.test(name) || seen.has(name)) {
      console.error(
        `${readme}:${i + 1}: a \`\`\`${fence[1]} block needs a marker of its own above it, ` +
          '<!-- example:node/NAME.ts -->, web/NAME.tsx, optin/NAME.ts or test/NAME.test.ts(x)',
      );
      failures++;
    } else {
      seen.add(name);
      mkdirSync(dirname(`src/${name}`), { recursive: true });
      writeFileSync(`src/${name}`, `${lines.slice(i + 1, end).join('\n')}\n`);
      if (name.startsWith('node/')) nodeExamples.push(name.slice(5, -3));
    }
    i = end;
  }
}
if (failures > 0) process.exit(1);
writeFileSync('node-examples.txt', `${nodeExamples.join('\n')}\n`);
console.log(`${seen.size} README examples (${nodeExamples.length} run in Node)`);
