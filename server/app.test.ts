import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './test/test-app';

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rt-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Renewal Tracker</title>');
  fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('serving', () => {
  it('answers 404 JSON for unknown /api paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/nothing-here not found',
    });
  });

  it.each(['/', '/login', '/upload-contracts', '/some/deep/path'])(
    'serves the app for %s (history fallback)',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>Renewal Tracker</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves fingerprinted assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('refuses path traversal out of the web root', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/..%2f..%2f..%2fetc%2fpasswd' });
    expect(response.body).not.toContain('root:');
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('publishes the OpenAPI document and the API docs', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/me']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('reports health with the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('text the database cannot store', () => {
  it('answers 400 with a message, not 500, to a NUL character in any stored or looked-up text', async () => {
    const authorization = await signUp(t.app, 'nul-check@example.com');
    const attempts = [
      { url: '/api/auth/register', payload: { email: 'nul\u0000@example.com', password: 'long enough' } },
      { url: '/api/auth/login', payload: { email: 'nul\u0000@example.com', password: 'long enough' } },
      { url: '/api/contracts/batch', payload: { contracts: [{ id: 'nul-1', name: 'Name with \u0000 inside' }] } },
    ];
    for (const { url, payload } of attempts) {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: { authorization } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/cannot be stored/);
    }
  });
});
