import { Type, type Static } from '@fastify/type-provider-typebox';

// Whitespace around the address is allowed on the wire: it is trimmed before use.
const EMAIL_PATTERN = '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$';

export const RegisterRequest = Type.Object(
  {
    email: Type.String({ pattern: EMAIL_PATTERN, maxLength: 320 }),
    // The product's sign-up form enforces 3 characters; the server must not refuse what the form accepts.
    password: Type.String({ minLength: 3, maxLength: 256 }),
    timeZone: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: "The browser's IANA time zone: where the user's today is",
      }),
    ),
  },
  { $id: 'RegisterRequest', additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

export const LoginRequest = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { $id: 'LoginRequest', additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const RegisterResponse = Type.Object(
  { id: Type.String({ format: 'uuid' }), email: Type.String() },
  { $id: 'RegisterResponse' },
);

export const LoginResponse = Type.Object({ token: Type.String() }, { $id: 'LoginResponse' });

export const CurrentUser = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    googleConnected: Type.Boolean(),
    googleWorkspaceEmail: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'CurrentUser' },
);
export type CurrentUser = Static<typeof CurrentUser>;

/** Addresses compare trimmed and case-folded, so "Ann@X.com " and "ann@x.com" are one account. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}
