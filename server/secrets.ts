import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  /** HMAC key for sign-in tokens and signed OAuth state. */
  jwtSecret: string;
  /** 32-byte AES-256-GCM key (base64) for Google credentials at rest. */
  credentialsKey: Buffer;
}

interface SecretsFile {
  jwtSecret: string;
  credentialsKey: string;
}

const FILE_NAME = 'secrets.json';

function decodeKey(base64: string, source: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error(`${source} must be 32 bytes encoded in base64`);
  return key;
}

/**
 * Secrets come from the environment when given. Otherwise they are generated once into DATA_DIR, readable by the
 * owner only, so that a restart keeps every session valid and every stored credential readable.
 */
export function loadSecrets(dataDir: string, fromEnv: { jwtSecret?: string; credentialsKey?: string }): Secrets {
  let stored: SecretsFile | undefined;
  const needsFile = !fromEnv.jwtSecret || !fromEnv.credentialsKey;
  if (needsFile) {
    const file = path.join(dataDir, FILE_NAME);
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as SecretsFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Cannot read ${file}: ${String(error)}`);
      stored = { jwtSecret: randomBytes(48).toString('base64'), credentialsKey: randomBytes(32).toString('base64') };
      // 'wx' fails if another process created the file meanwhile; then that process's secrets win.
      try {
        fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o600, flag: 'wx' });
      } catch (writeError) {
        if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
        stored = JSON.parse(fs.readFileSync(file, 'utf8')) as SecretsFile;
      }
    }
  }
  const jwtSecret = fromEnv.jwtSecret ?? stored!.jwtSecret;
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  return {
    jwtSecret,
    credentialsKey: fromEnv.credentialsKey
      ? decodeKey(fromEnv.credentialsKey, 'CREDENTIALS_KEY')
      : decodeKey(stored!.credentialsKey, FILE_NAME),
  };
}
