// Removes the current folder's dist/ before a package build, so no stale file is packed.
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
