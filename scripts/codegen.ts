import fs from 'node:fs/promises';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import {
  CODEGEN_OPTIONS,
  GENERATED_API_FILE,
  OPENAPI_FILE,
  buildOpenApiDocument,
} from '../server/openapi/openapi-document';

// Writes the server's OpenAPI document into src/api, then generates the RTK Query endpoints from it.
await fs.writeFile(OPENAPI_FILE, await buildOpenApiDocument());
await generateEndpoints({ ...CODEGEN_OPTIONS, outputFile: GENERATED_API_FILE });
console.log(`wrote ${OPENAPI_FILE} and ${GENERATED_API_FILE}`);
