import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The demo's static extras: MSW's service worker (from the installed msw) and the stand-in consent page. */
function demoFiles(): Record<string, () => Buffer> {
  const local = (name: string) => () => fs.readFileSync(path.join(import.meta.dirname, name));
  return {
    'mockServiceWorker.js': () => fs.readFileSync(require.resolve('msw/mockServiceWorker.js')),
    'mock-google-consent.html': local('mock-google-consent.html'),
    'mock-google-consent.js': local('mock-google-consent.js'),
  };
}

const contentType = (name: string) => (name.endsWith('.html') ? 'text/html' : 'text/javascript');

/** Serves the demo's extras in `vite --mode demo` and writes them next to the demo build. */
export function demoPlugin(): Plugin {
  const files = demoFiles();
  return {
    name: 'renewal-tracker-demo',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = (request.url ?? '').split('?')[0].replace(/^\//, '');
        const read = files[name];
        if (!read) return next();
        response.setHeader('Content-Type', contentType(name));
        response.end(read());
      });
    },
    generateBundle() {
      for (const [fileName, read] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source: read() });
    },
  };
}
