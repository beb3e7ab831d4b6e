// Generated malformed requests for every operation of the OpenAPI document (fast-check, seeded, so a failure is
// reproducible): wrong types, missing and extra fields, huge strings and arrays, deep nesting, invalid UTF-8,
// broken JSON, wrong content types, hostile ids, forged and expired tokens.
import fc from 'fast-check';
import { resolve, validValue, type OpenApiDocument, type Operation } from './openapi-operations';

export interface RawRequest {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface Tokens {
  valid: string;
  expired: string;
  forged: string;
  unsigned: string;
}

const NASTY_STRINGS = [
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  "' OR '1'='1",
  '1; DROP TABLE contracts; --',
  "00000000-0000-0000-0000-000000000000' OR 1=1 --",
  '\u0000',
  '%00',
  '$(reboot)',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(400),
  '\uD800',
  '\uFEFF',
  '',
  ' ',
];

const hostileString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('A'.repeat(5_000), 'B'.repeat(300_000)),
);

/** Percent-encoded as a client would send it (lone surrogates become U+FFFD, as in any UTF-8 encoder). */
const encoded = (value: string, max: number) =>
  encodeURIComponent(Buffer.from(value).toString()).slice(0, max) || '%20';
/** Sent as they are: broken escapes and encoded bytes that are not UTF-8. */
const RAW_URL_PIECES = [
  '%',
  '%ZZ',
  '%C3%28',
  '%ED%A0%80',
  '%FF%FE',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  'a%20b',
];
const hostileUrlPiece = fc.oneof(
  hostileString.map((value) => encoded(value, 3000)),
  fc.constantFrom(...RAW_URL_PIECES),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 20 }),
  fc.object({ maxDepth: 2 }),
  fc.constant(Array.from({ length: 100_000 }, (_, i) => i)),
);

/** Every place in a JSON value a mutation can hit: top-level keys, nested keys, array slots. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  return [];
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown, remove = false): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove) delete target[last];
  else target[last] = replacement;
  return copy;
}

const deepNesting = (depth: number) => Buffer.from(`{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`);
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** One arbitrary hostile request against `operation`. */
function hostileRequestFor(document: OpenApiDocument, operation: Operation, tokens: Tokens): fc.Arbitrary<RawRequest> {
  const validBody = operation.body ? validValue(document, operation.body.schema) : undefined;
  const validPath = (id: string) => operation.path.replace(/\{[^}]+\}/g, id);
  const base = (kind: string, extra: Partial<RawRequest> = {}): RawRequest => ({
    kind,
    method: operation.method,
    path: validPath('00000000-0000-4000-8000-000000000000'),
    headers: {
      authorization: `Bearer ${tokens.valid}`,
      ...(operation.body?.contentType === 'application/json' ? { 'content-type': 'application/json' } : {}),
    },
    body: validBody === undefined || operation.body?.contentType !== 'application/json' ? undefined : json(validBody),
    ...extra,
  });
  const bodyPaths = validBody === undefined ? [] : pathsOf(validBody);
  const schemaKeys = operation.body ? Object.keys(resolve(document, operation.body.schema).properties ?? {}) : [];

  const attacks: fc.Arbitrary<RawRequest>[] = [
    // Ids: traversal, SQL, encodings, huge.
    hostileUrlPiece.map((id) => base('hostile id', { path: validPath(id) })),
    // Query strings: wrong types, repeated keys, huge values.
    fc
      .tuple(fc.constantFrom('today', 'id', 'q', '__proto__', 'code', 'state'), hostileUrlPiece, fc.boolean())
      .map(([key, value, twice]) =>
        base('hostile query', { path: `${base('').path}?${key}=${value}${twice ? `&${key}=2027-01-01` : ''}` }),
      ),
    // Tokens: none, garbage, forged signature, expired.
    fc
      .constantFrom(
        undefined,
        'Bearer',
        'Bearer garbage',
        `Bearer ${tokens.forged}`,
        `Bearer ${tokens.unsigned}`,
        `Bearer ${tokens.expired}`,
        'Basic YTpi',
      )
      .map((authorization) => {
        const request = base('bad token');
        if (authorization === undefined) delete request.headers.authorization;
        else request.headers.authorization = authorization;
        return request;
      }),
    // The wrong method on a real path.
    fc.constantFrom('PUT', 'PATCH', 'DELETE', 'POST', 'GET').map((method) => base('wrong method', { method })),
    // Content types the route does not take, with and without a body.
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          '',
        ),
        fc.constantFrom('{"a":1}', 'a=1&b=2', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', ''),
      )
      .map(([type, body]) => {
        const request = base('wrong content type', { body: Buffer.from(body) });
        if (type) request.headers['content-type'] = type;
        else delete request.headers['content-type'];
        return request;
      }),
  ];

  if (operation.body?.contentType === 'application/json') {
    attacks.push(
      // One field (or array slot) given a hostile value.
      fc
        .tuple(fc.constantFrom(...(bodyPaths.length ? bodyPaths : [['x']])), hostileValue)
        .map(([path, value]) => base('hostile field', { body: json(setAt(validBody, path, value)) })),
      // A required field missing.
      fc
        .constantFrom(...(bodyPaths.length ? bodyPaths : [['x']]))
        .map((path) => base('missing field', { body: json(setAt(validBody, path, undefined, true)) })),
      // Optional fields with hostile values, and fields the schema does not know.
      fc
        .tuple(fc.constantFrom(...schemaKeys, '__proto__', 'constructor', 'isAdmin', 'userId'), hostileValue)
        .map(([key, value]) =>
          // A computed key makes "__proto__" an own property, so it is sent as written.
          base('extra field', { body: json({ ...(validBody as object), [key]: value }) }),
        ),
      // A body of the wrong shape altogether.
      hostileValue.map((value) => base('wrong body', { body: Buffer.from(JSON.stringify(value) ?? 'undefined') })),
      // Broken JSON: cut short, or not JSON at all.
      fc.nat().map((cut) => {
        const text = JSON.stringify(validBody);
        return base('broken json', { body: Buffer.from(text.slice(0, cut % Math.max(1, text.length))) });
      }),
      // Invalid UTF-8 inside a string.
      fc
        .constantFrom(Buffer.from([0xff, 0xfe]), Buffer.from([0xc3, 0x28]), Buffer.from([0xed, 0xa0, 0x80]))
        .map((bytes) => {
          const text = JSON.stringify(validBody);
          const at = Math.max(1, text.indexOf('"', 2) + 1);
          return base('invalid utf-8', {
            body: Buffer.concat([Buffer.from(text.slice(0, at)), bytes, Buffer.from(text.slice(at))]),
          });
        }),
      // Deeply nested arrays.
      fc.constantFrom(1_000, 100_000).map((depth) => base('deep nesting', { body: deepNesting(depth) })),
    );
  }
  if (operation.body?.contentType === 'multipart/form-data') {
    attacks.push(
      multipartAttacks().map((parts) => {
        const request = base('hostile multipart');
        return { ...request, body: parts.body, headers: { ...request.headers, ...parts.headers } };
      }),
    );
  }
  return fc.oneof(...attacks);
}

/** Multipart bodies for the key-file upload: junk files, wrong fields, too many parts, broken framing. */
function multipartAttacks(): fc.Arbitrary<Pick<RawRequest, 'headers' | 'body'>> {
  const boundary = 'hardening-boundary';
  const part = (name: string, content: string | Buffer, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"` : ''}\r\n` +
          `${filename !== undefined ? 'Content-Type: application/json\r\n' : ''}\r\n`,
      ),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const close = Buffer.from(`--${boundary}--\r\n`);
  return fc
    .tuple(
      fc.constantFrom('workspaceEmail', 'credentials', 'other', '__proto__'),
      hostileString,
      fc.constantFrom('key.json', '../../etc/passwd', '', 'a'.repeat(2000)),
      fc.oneof(
        hostileString,
        fc.constant(
          '{"type":"service_account","private_key":"-----BEGIN PRIVATE KEY-----\\nnope\\n-----END PRIVATE KEY-----","client_email":"x@y"}',
        ),
        fc.constant(Buffer.alloc(2 * 1024 * 1024, 0x41)),
      ),
      fc.nat({ max: 8 }),
      fc.boolean(),
    )
    .map(([field, email, filename, file, extraParts, truncated]) => {
      const parts = [part('workspaceEmail', email), part(field, file as string | Buffer, filename)];
      for (let i = 0; i < extraParts; i++) parts.push(part(`extra${i}`, 'x'));
      const body = Buffer.concat([...parts, close]);
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: truncated ? body.subarray(0, Math.floor(body.length / 2)) : body,
      };
    });
}

/** `count` hostile requests spread over every operation, reproducible from `seed`. */
export function hostileRequests(
  document: OpenApiDocument,
  operations: Operation[],
  tokens: Tokens,
  count: number,
  seed: number,
): RawRequest[] {
  const perOperation = operations.map((operation) => hostileRequestFor(document, operation, tokens));
  return fc.sample(fc.oneof(...perOperation), { numRuns: count, seed });
}
