import { createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { registerDataApis } from './fake-data-apis';
import { installFaults, NO_FAULTS, type FaultEvent, type FaultSettings } from './faults';
import { registerFakeVault, type FakeVaultState } from './fake-vault';
import { Mailboxes, type SeedFile, type SeedMessage } from './mailboxes';

/**
 * A fake of Google's OAuth, token, revocation and Gmail profile endpoints, on loopback, for tests. It signs and
 * checks like Google: service-account assertions are verified against the key it issued, `sub` must be a user of
 * the Workspace, delegation must cover the requested scopes, revoked refresh tokens answer invalid_grant.
 */
export interface FakeGoogle {
  url: string;
  /** The personal account the consent page signs in as. */
  oauthAccount: string;
  clientId: string;
  clientSecret: string;
  /** Workspace users a service account may act as. */
  workspaceUsers: Set<string>;
  /** Issues a service-account key; `delegatedScopes` is what the Workspace admin granted it. */
  issueServiceAccountKey(delegatedScopes: string[]): Record<string, string>;
  /** Revokes every token of the personal account (as a user would in their Google settings). */
  revokeAll(): void;
  /** Requests received, for assertions ("the server never called the key file's token_uri"). `caller` is the
   * account whose access token the request carried (two accounts can send the very same URL: `users/me/...`). */
  calls: { method: string; path: string; query: Record<string, string>; url: string; at: number; caller?: string }[];
  /** Every account's mail and Drive files. */
  mailboxes: Mailboxes;
  /** Workspace users allowed to list the directory. */
  admins: Set<string>;
  /** Faults injected into Gmail / Drive / Directory calls; change the fields to switch them. */
  faults: FaultSettings;
  faultCounters: {
    injected: number;
    byKind: Record<string, number>;
    /** Every injected fault, with when it was answered and the Retry-After it carried. */
    events: FaultEvent[];
  };
  /** Vault matters and exports, with switches for failures. */
  vault: FakeVaultState;
  /** The code the consent page would issue (tests skip the browser). */
  approve(state: string, redirectUri: string): string;
  close(): Promise<void>;
}

const TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** What the consent page grants a personal account (the scopes the product asks for). */
const PERSONAL_SCOPES = [
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/drive.readonly',
  'https://www.googleapis.com/auth/userinfo.email',
];
const oauthError = (error: string, description: string) => ({ error, error_description: description });

function decodeSegment(segment: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function startFakeGoogle(port = 0): Promise<FakeGoogle> {
  const app: FastifyInstance = Fastify({ bodyLimit: 200 * 1024 * 1024, routerOptions: { maxParamLength: 2000 } });
  const serviceAccounts = new Map<string, { publicKey: KeyObject; scopes: string[] }>();
  const codes = new Map<string, { redirectUri: string }>();
  const refreshTokens = new Map<string, { revoked: boolean }>();
  const accessTokens = new Map<string, { email: string; scopes: string[]; revoked: () => boolean }>();
  const mailboxes = new Mailboxes();
  const admins = new Set(['admin@workspace.test']);
  const faults: FaultSettings = { ...NO_FAULTS };
  const calls: FakeGoogle['calls'] = [];
  const fake = {
    oauthAccount: 'person@gmail.test',
    clientId: 'fake-client-id.apps.googleusercontent.com',
    clientSecret: 'fake-client-secret',
    workspaceUsers: new Set(['admin@workspace.test', 'alice@workspace.test']),
  };

  const newToken = (prefix: string) => `${prefix}.${randomBytes(18).toString('base64url')}`;
  const accessFor = (email: string, scopes: string[], revoked: () => boolean = () => false) => {
    const token = newToken('ya29');
    accessTokens.set(token, { email: email.toLowerCase(), scopes, revoked });
    return { access_token: token, expires_in: 3599, token_type: 'Bearer' };
  };

  app.addHook('onRequest', async (request) => {
    calls.push({
      method: request.method,
      path: request.url.split('?')[0],
      query: Object.fromEntries(new URL(request.url, 'http://fake').searchParams),
      url: request.url,
      at: Date.now(),
      caller: callerOf(request),
    });
  });
  const faultControl = installFaults(app, faults, callerOf);
  const sessionOf = (request: FastifyRequest) => {
    const session = tokenSessionOf(request);
    return session && !session.revoked() ? session : undefined;
  };
  /** The session of the request's access token, revoked or not. */
  function tokenSessionOf(request: FastifyRequest) {
    return accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
  }
  function callerOf(request: FastifyRequest) {
    return tokenSessionOf(request)?.email;
  }
  registerDataApis(app, { mailboxes, sessionOf, directoryUsers: () => [...fake.workspaceUsers], admins });
  const vault = registerFakeVault(app, { mailboxes, sessionOf, workspaceUsers: () => [...fake.workspaceUsers] });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/o/oauth2/v2/auth', async (request, reply) => {
    const query = request.query as Record<string, string>;
    const code = fakeApi.approve(query.state, query.redirect_uri);
    const allow = `${query.redirect_uri}?${new URLSearchParams({ code, state: query.state, scope: query.scope })}`;
    const deny = `${query.redirect_uri}?${new URLSearchParams({ error: 'access_denied', state: query.state })}`;
    return reply
      .type('text/html')
      .send(
        `<!doctype html><title>Sign in - Google Accounts</title><h1>Fake Google</h1><p>${fake.oauthAccount} wants to connect.</p><a id="allow" href="${allow}">Allow</a> <a id="deny" href="${deny}">Deny</a>`,
      );
  });

  app.post('/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    switch (body.grant_type) {
      case 'authorization_code': {
        const issued = codes.get(body.code);
        codes.delete(body.code);
        if (body.client_id !== fake.clientId || body.client_secret !== fake.clientSecret) {
          return reply.code(401).send(oauthError('invalid_client', 'The OAuth client was not found.'));
        }
        if (!issued || issued.redirectUri !== body.redirect_uri) {
          return reply.code(400).send(oauthError('invalid_grant', 'Malformed auth code.'));
        }
        const refreshToken = newToken('1//refresh');
        const record = { revoked: false };
        refreshTokens.set(refreshToken, record);
        return {
          ...accessFor(fake.oauthAccount, PERSONAL_SCOPES, () => record.revoked),
          refresh_token: refreshToken,
          scope: '',
        };
      }
      case 'refresh_token': {
        const record = refreshTokens.get(body.refresh_token);
        if (!record || record.revoked) {
          return reply.code(400).send(oauthError('invalid_grant', 'Token has been expired or revoked.'));
        }
        return accessFor(fake.oauthAccount, PERSONAL_SCOPES, () => record.revoked);
      }
      case 'urn:ietf:params:oauth:grant-type:jwt-bearer': {
        const [header, payload, signature] = String(body.assertion ?? '').split('.');
        let claims: Record<string, unknown>;
        try {
          if (decodeSegment(header).alg !== 'RS256') throw new Error('alg');
          claims = decodeSegment(payload);
        } catch {
          return reply.code(400).send(oauthError('invalid_grant', 'Invalid JWT Signature.'));
        }
        const account = serviceAccounts.get(String(claims.iss));
        const verifier = createVerify('RSA-SHA256').update(`${header}.${payload}`);
        if (!account || !verifier.verify(account.publicKey, Buffer.from(signature ?? '', 'base64url'))) {
          return reply.code(400).send(oauthError('invalid_grant', 'Invalid JWT Signature.'));
        }
        const now = Date.now() / 1000;
        if (claims.aud !== TOKEN_URL || Number(claims.exp) < now || Number(claims.iat) > now + 300) {
          return reply.code(400).send(oauthError('invalid_grant', 'Invalid JWT: Token must be a short-lived token.'));
        }
        const subject = String(claims.sub ?? '');
        if (!fake.workspaceUsers.has(subject)) {
          return reply.code(400).send(oauthError('invalid_grant', 'Invalid email or User ID'));
        }
        const requested = String(claims.scope ?? '')
          .split(' ')
          .filter(Boolean);
        if (!requested.every((scope) => account.scopes.includes(scope))) {
          return reply
            .code(401)
            .send(
              oauthError(
                'unauthorized_client',
                'Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.',
              ),
            );
        }
        return accessFor(subject, requested);
      }
      default:
        return reply.code(400).send(oauthError('unsupported_grant_type', 'Invalid grant_type.'));
    }
  });

  app.post('/revoke', async (request, reply) => {
    const token =
      (request.query as Record<string, string>).token ?? ((request.body ?? {}) as Record<string, string>).token;
    const record = refreshTokens.get(token);
    if (record) record.revoked = true;
    else if (!accessTokens.delete(token)) return reply.code(400).send(oauthError('invalid_token', 'Bad Request'));
    return {};
  });

  app.get('/gmail/v1/users/:userId/profile', async (request, reply) => {
    const session = sessionOf(request);
    if (!session) {
      return reply.code(401).send({ error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' } });
    }
    return { emailAddress: session.email, messagesTotal: 0, threadsTotal: 0, historyId: '1' };
  });

  // For tests in another process (the browser tests): issue a key the fake will accept.
  app.post('/__fake/service-account-keys', async (request) => {
    const scopes = ((request.body ?? {}) as { scopes?: string[] }).scopes ?? [];
    return fakeApi.issueServiceAccountKey(scopes);
  });

  // Seeding and fault switches for tests in another process (the browser tests, benchmarks).
  app.post('/__fake/seed', async (request) => {
    const body = (request.body ?? {}) as {
      account: string;
      messages?: (Omit<SeedMessage, 'attachments'> & {
        attachments?: { filename: string; mimeType: string; contentBase64: string; text?: string }[];
      })[];
      files?: (Omit<SeedFile, 'content'> & { contentBase64: string })[];
    };
    for (const message of body.messages ?? []) {
      mailboxes.addMessage(body.account, {
        ...message,
        attachments: (message.attachments ?? []).map(({ contentBase64, ...rest }) => ({
          ...rest,
          content: Buffer.from(contentBase64, 'base64'),
        })),
      });
    }
    for (const { contentBase64, ...file } of body.files ?? []) {
      mailboxes.addFile(body.account, { ...file, content: Buffer.from(contentBase64, 'base64') });
    }
    return { messages: mailboxes.messagesOf(body.account).length, files: mailboxes.filesOf(body.account).length };
  });
  app.get('/__fake/calls', async () => calls.map((call) => `${call.method} ${call.path}`));
  app.post('/__fake/faults', async (request) => {
    Object.assign(faults, (request.body ?? {}) as Partial<FaultSettings>);
    faultControl.reseed(faults.seed);
    return faults;
  });

  const url = await app.listen({ port, host: '127.0.0.1' });
  const fakeApi: FakeGoogle = {
    ...fake,
    url,
    calls,
    mailboxes,
    admins,
    faults,
    faultCounters: faultControl.counters,
    vault,
    issueServiceAccountKey(delegatedScopes) {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const clientEmail = `renewals-${randomBytes(4).toString('hex')}@project.iam.gserviceaccount.test`;
      serviceAccounts.set(clientEmail, { publicKey, scopes: delegatedScopes });
      return {
        type: 'service_account',
        project_id: 'project',
        private_key_id: randomBytes(8).toString('hex'),
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        client_email: clientEmail,
        client_id: '1234567890',
        token_uri: TOKEN_URL,
      };
    },
    revokeAll() {
      for (const record of refreshTokens.values()) record.revoked = true;
    },
    approve(state, redirectUri) {
      const code = newToken('4/code');
      codes.set(code, { redirectUri });
      void state;
      return code;
    },
    close: () => app.close(),
  };
  // fake.workspaceUsers is shared by reference, so tests can add users after start.
  return Object.assign(fakeApi, { workspaceUsers: fake.workspaceUsers });
}
