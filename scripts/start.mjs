// `npm start`: builds the front end when it is missing or older than its sources, then runs the server
// (TypeScript through tsx, in this process so signals reach it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'index.html');

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
const sourcesChanged = () =>
  newestMtime(builtIndex) < Math.max(...sources.filter((p) => fs.existsSync(p)).map(newestMtime));

if (!process.env.WEB_DIST_DIR && (!fs.existsSync(builtIndex) || sourcesChanged())) {
  console.log('Building the front end (first start, or its sources changed)...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
register();
await import('../server/server.ts');
