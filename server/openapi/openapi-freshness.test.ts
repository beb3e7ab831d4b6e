import fs from 'node:fs';
import path from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { describe, expect, it } from 'vitest';
import { CODEGEN_OPTIONS, GENERATED_API_FILE, OPENAPI_FILE, buildOpenApiDocument } from './openapi-document';

describe('the committed API contract', () => {
  it('matches the OpenAPI document the server builds (run `npm run codegen` when this fails)', async () => {
    expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(await buildOpenApiDocument());
  });

  it('has RTK Query endpoints generated from that document (run `npm run codegen` when this fails)', async () => {
    // Generated beside the real file, so relative imports come out the same.
    const scratch = path.join(path.dirname(GENERATED_API_FILE), `.generated-check-${process.pid}.ts`);
    try {
      await generateEndpoints({ ...CODEGEN_OPTIONS, outputFile: scratch });
      expect(fs.readFileSync(GENERATED_API_FILE, 'utf8')).toBe(fs.readFileSync(scratch, 'utf8'));
    } finally {
      fs.rmSync(scratch, { force: true });
    }
  });
});
