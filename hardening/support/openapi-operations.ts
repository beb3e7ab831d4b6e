// The product's HTTP surface as its OpenAPI document states it, and a plausible valid value for any of its schemas
// (the starting point the hostile-input generator breaks one piece at a time).

export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minItems?: number;
  minLength?: number;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OperationObject {
  operationId?: string;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface Operation {
  operationId?: string;
  method: string;
  /** The path template, e.g. /api/contracts/{id}. */
  path: string;
  /** The JSON or multipart body's schema, if the operation takes one. */
  body?: { contentType: string; schema: JsonSchema };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        body: contentType && media ? { contentType, schema: media.schema } : undefined,
      });
    }
  }
  return operations;
}

/** Follows a `#/components/schemas/...` reference. */
export function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1)!;
  return document.components?.schemas?.[name] ?? {};
}

/** A value the schema accepts (required fields only, smallest arrays), to be broken later. */
export function validValue(document: OpenApiDocument, raw: JsonSchema): unknown {
  const schema = resolve(document, raw);
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return validValue(document, schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, validValue(document, schema.properties?.[key] ?? {})]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => validValue(document, schema.items ?? {}));
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date') return '2027-01-31';
      if (schema.format === 'date-time') return '2027-01-31T00:00:00Z';
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}
