import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors';

/**
 * Serves the built front end with a history fallback: every non-/api GET that is not a file gets index.html.
 * Unknown /api paths answer 404 JSON.
 */
export default fp<{ distDir: string }>(async (app, { distDir }) => {
  const hasWeb = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(errorBody(404, `Route ${request.method} ${pathname} not found`));
    }
    if (!hasWeb) {
      return reply.code(404).type('text/plain').send('The front end is not built yet: run `npm run build`.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
