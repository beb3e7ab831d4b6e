import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rt-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('loadSecrets', () => {
  it('generates secrets once into DATA_DIR, readable by the owner only, and reuses them', () => {
    const dir = tempDir();
    const first = loadSecrets(dir, {});
    const file = path.join(dir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.credentialsKey).toHaveLength(32);
    const second = loadSecrets(dir, {});
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.credentialsKey.equals(first.credentialsKey)).toBe(true);
  });

  it('prefers the environment and writes nothing when both are given', () => {
    const dir = tempDir();
    const key = Buffer.alloc(32, 7).toString('base64');
    const secrets = loadSecrets(dir, { jwtSecret: 'j'.repeat(40), credentialsKey: key });
    expect(secrets.jwtSecret).toBe('j'.repeat(40));
    expect(secrets.credentialsKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
  });

  it('refuses a weak signing key and a key of the wrong size', () => {
    expect(() =>
      loadSecrets(tempDir(), { jwtSecret: 'short', credentialsKey: Buffer.alloc(32).toString('base64') }),
    ).toThrow(/at least 32/);
    expect(() => loadSecrets(tempDir(), { jwtSecret: 'j'.repeat(40), credentialsKey: 'AAAA' })).toThrow(/32 bytes/);
  });
});
