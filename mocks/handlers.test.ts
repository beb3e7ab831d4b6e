import { describe, expect, it } from 'vitest';
import openapi from '../src/api/openapi.json';
import { handlers } from './handlers';

/** "GET /api/contracts/{id}" for every operation of the server's OpenAPI document. */
function serverOperations(): string[] {
  return Object.entries(openapi.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The same form for a handler ("*\/api/contracts/:id" -> "/api/contracts/{id}"). */
function handledOperations(): Set<string> {
  return new Set(
    handlers.map((handler) => {
      const { method, path } = handler.info as { method: string; path: string };
      return `${method} ${path.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}')}`;
    }),
  );
}

describe('the mock backend', () => {
  it('answers every operation of the server API', () => {
    const handled = handledOperations();
    // The load balancer's probe and the feed calendar applications read: not calls the app makes.
    const browserPages = new Set(['GET /api/health', 'GET /calendar/{file}']);
    const missing = serverOperations().filter((operation) => !handled.has(operation) && !browserPages.has(operation));
    expect(missing).toEqual([]);
  });
});
