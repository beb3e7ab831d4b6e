import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger-options';

describe('log redaction', () => {
  it('hides the values of secret query parameters', () => {
    expect(redactUrl('/api/google/callback?code=4%2Fabc&state=eyJ.x.y&scope=email')).toBe(
      '/api/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&scope=email',
    );
    expect(redactUrl('/api/contracts')).toBe('/api/contracts');
  });

  it('censors secret fields of logged objects', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const options = loggerOptions('info') as pino.LoggerOptions;
    const logger = pino({ ...options, serializers: {} }, sink);
    logger.info({ body: { password: 'hunter2' }, token: 'abc.def.ghi', credentials: { private_key: 'PEM' } }, 'x');
    const output = lines.join('');
    expect(output).not.toMatch(/hunter2|abc\.def\.ghi|PEM/);
    expect(output).toContain('[redacted]');
  });
});
