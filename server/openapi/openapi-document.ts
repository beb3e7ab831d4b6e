import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the committed OpenAPI document lives; the front end's endpoints are generated from it. */
export const OPENAPI_FILE = path.join(ROOT, 'src/api/openapi.json');
export const GENERATED_API_FILE = path.join(ROOT, 'src/api/generated.ts');

/** The server's OpenAPI document, built from the route schemas without listening. */
export async function buildOpenApiDocument(): Promise<string> {
  const database = await openDatabase({});
  const app = await buildApp({
    config: { ...loadConfig({}), webDistDir: '/nonexistent' },
    secrets: { jwtSecret: randomBytes(48).toString('base64'), credentialsKey: randomBytes(32) },
    db: database.db,
    logger: false,
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
}

/** Options for @rtk-query/codegen-openapi; the same for the generator script and the freshness test. */
export const CODEGEN_OPTIONS = {
  schemaFile: OPENAPI_FILE,
  // Relative to the working directory, which is the repository root for both callers.
  apiFile: './src/api/empty-api.ts',
  prettierConfigFile: path.join(ROOT, '.prettierrc.json'),
  apiImport: 'emptyApi',
  exportName: 'generatedApi',
  hooks: true,
  tag: true,
} as const;
