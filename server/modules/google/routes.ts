import multipart, { type MultipartFile } from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  delegatedClient,
  gmailAddress,
  OAUTH_SCOPES,
  oauthClient,
  oauthConfigured,
  SERVICE_ACCOUNT_SCOPES,
} from '../../google/google-clients';
import { googleErrorOf } from '../../google/google-errors';
import { interactiveGoogle } from '../../google/retry';
import { deleteConnection, findConnection, openSecret, saveConnection } from '../../google/connections-repository';
import { connectionSummary } from '../../google/google-connection';
import { GOOGLE_MESSAGES } from '../../google/messages';
import { errorResponses } from '../../plugins/errors';
import { normalizeEmail } from '../auth/schemas';
import { CALLBACK_SCRIPT, callbackPage } from './callback-page';
import { withGoogle } from './with-google';
import { consumeState, issueState } from './oauth-state';
import { KeyFileError, MAX_KEY_FILE_BYTES, parseServiceAccountKey } from './service-account-key';

const security = [{ bearerAuth: [] }];
const Message = Type.Object({ message: Type.String() });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_KEY_FILE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    // The key file arrives as text; anything larger than a key is refused with a clear message.
    async onFile(part: MultipartFile) {
      const content = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw app.httpErrors.payloadTooLarge(GOOGLE_MESSAGES.credentialsTooLarge);
        }
        throw error; // a body cut short: the error handler answers 400
      });
      (part as MultipartFile & { value: string }).value = content.toString('utf8');
    },
  });

  app.get(
    '/auth-url',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['google'],
        operationId: 'getGoogleAuthUrl',
        summary: "Google's consent page for a personal account (web-server flow, offline access)",
        security,
        response: { 200: Type.Object({ authUrl: Type.String() }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      if (!oauthConfigured(app.config.google)) throw app.httpErrors.badRequest(GOOGLE_MESSAGES.oauthNotConfigured);
      const authUrl = oauthClient(app.config.google).generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: true,
        scope: OAUTH_SCOPES,
        state: await issueState(app, request.user.sub),
      });
      return { authUrl };
    },
  );

  app.get(
    '/callback',
    {
      schema: {
        tags: ['google'],
        operationId: 'googleOAuthCallback',
        summary: 'Where Google returns after consent; answers a page that reports to the app and closes',
        querystring: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 2048 })),
          state: Type.Optional(Type.String({ maxLength: 4096 })),
          error: Type.Optional(Type.String({ maxLength: 256 })),
          scope: Type.Optional(Type.String({ maxLength: 4096 })),
        }),
        hide: true,
      },
    },
    async (request, reply) => {
      const origin = app.config.appOrigin;
      const page = (ok: boolean, message: string, email?: string) =>
        reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          // The popup came back from Google's origin; a stricter policy would cut it off from its opener.
          .header('Cross-Origin-Opener-Policy', 'unsafe-none')
          .send(callbackPage({ ok, message, email, origin }));
      const { code, state, error } = request.query;
      const userId = state ? await consumeState(app, state) : undefined;
      if (!userId) return page(false, GOOGLE_MESSAGES.badState);
      if (error || !code) return page(false, GOOGLE_MESSAGES.consentDenied);
      try {
        const client = oauthClient(app.config.google);
        const { tokens } = await client.getToken(code);
        if (!tokens.refresh_token) return page(false, GOOGLE_MESSAGES.exchangeFailed);
        client.setCredentials(tokens);
        const email = await gmailAddress(client);
        await saveConnection(app.db, app.secrets.credentialsKey, userId, {
          kind: 'oauth',
          accountEmail: email,
          secret: tokens.refresh_token,
        });
        request.log.info({ userId }, 'Google account connected');
        return page(true, GOOGLE_MESSAGES.connected, email);
      } catch (exchangeError) {
        request.log.warn({ google: googleErrorOf(exchangeError) }, 'OAuth exchange failed');
        return page(false, GOOGLE_MESSAGES.exchangeFailed);
      }
    },
  );

  app.get('/callback.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(CALLBACK_SCRIPT),
  );

  app.post(
    '/upload-credentials',
    {
      preHandler: app.authenticate,
      bodyLimit: MAX_KEY_FILE_BYTES + 16 * 1024,
      schema: {
        tags: ['google'],
        operationId: 'uploadGoogleCredentials',
        summary: 'Connect a Workspace: a service-account key with domain-wide delegation, proven before it is stored',
        security,
        consumes: ['multipart/form-data'],
        body: Type.Object({
          credentials: Type.String({ format: 'binary', maxLength: MAX_KEY_FILE_BYTES }),
          workspaceEmail: Type.String({ pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$', maxLength: 320 }),
        }),
        response: {
          200: Type.Object({ message: Type.String(), workspaceEmail: Type.String() }),
          ...errorResponses(400, 401, 413),
        },
      },
    },
    async (request) => {
      const workspaceEmail = normalizeEmail(request.body.workspaceEmail);
      let key;
      try {
        key = parseServiceAccountKey(Buffer.from(request.body.credentials, 'utf8'));
      } catch (error) {
        if (error instanceof KeyFileError) throw app.httpErrors.badRequest(error.message);
        throw error;
      }
      try {
        // Proof of domain-wide delegation: a token for the Workspace user, then a read of their Gmail profile.
        const { signal, callGoogle } = interactiveGoogle();
        const client = delegatedClient(app.config.google, key, workspaceEmail, SERVICE_ACCOUNT_SCOPES, { signal });
        await callGoogle(() => gmailAddress(client));
      } catch (error) {
        const { code, description } = googleErrorOf(error);
        request.log.info({ code }, 'service-account check failed');
        if (code === 'unauthorized_client') throw app.httpErrors.badRequest(GOOGLE_MESSAGES.delegationMissing);
        if (code === 'invalid_grant' && /user|subject|sub\b/i.test(description)) {
          throw app.httpErrors.badRequest(GOOGLE_MESSAGES.unknownUser);
        }
        if (code === 'invalid_grant' || code === 'invalid_client') {
          throw app.httpErrors.badRequest(GOOGLE_MESSAGES.badPrivateKey);
        }
        throw app.httpErrors.badGateway(GOOGLE_MESSAGES.googleUnreachable);
      }
      await saveConnection(app.db, app.secrets.credentialsKey, request.user.sub, {
        kind: 'service_account',
        accountEmail: workspaceEmail,
        secret: JSON.stringify(key),
      });
      return { message: GOOGLE_MESSAGES.workspaceConnected, workspaceEmail };
    },
  );

  app.get(
    '/status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['google'],
        operationId: 'getGoogleStatus',
        summary: 'Whether a Google account is connected (and why not, when it stopped working)',
        security,
        response: {
          200: Type.Object({
            connected: Type.Boolean(),
            workspaceEmail: Type.Union([Type.String(), Type.Null()]),
            method: Type.Union([Type.Literal('oauth'), Type.Literal('service_account'), Type.Null()]),
            reason: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const summary = await connectionSummary(app.db, request.user.sub);
      return {
        connected: summary.connected,
        workspaceEmail: summary.email,
        method: summary.kind,
        reason: summary.revokedReason ? GOOGLE_MESSAGES.revoked : null,
      };
    },
  );

  app.get(
    '/auth-status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['google'],
        operationId: 'getGoogleAuthStatus',
        summary: 'Whether a Google account is connected, and its address',
        security,
        response: {
          200: Type.Object({ connected: Type.Boolean(), email: Type.Union([Type.String(), Type.Null()]) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const summary = await connectionSummary(app.db, request.user.sub);
      return { connected: summary.connected, email: summary.email };
    },
  );

  app.get(
    '/gmail/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['google'],
        operationId: 'getGmailProfile',
        summary: "The connected mailbox's address, read from Gmail",
        security,
        response: { 200: Type.Object({ emailAddress: Type.String() }), ...errorResponses(400, 401, 502) },
      },
    },
    async (request) => ({ emailAddress: await withGoogle(app, request.user.sub, gmailAddress) }),
  );

  app.get(
    '/test-connection',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['google'],
        operationId: 'testGoogleConnection',
        summary: 'Checks the connection with a real Gmail call',
        security,
        response: {
          200: Type.Object({
            workspaceEmail: Type.String(),
            services: Type.Object({ gmail: Type.Object({ emailAddress: Type.String() }) }),
          }),
          ...errorResponses(400, 401, 502),
        },
      },
    },
    async (request) => {
      const emailAddress = await withGoogle(app, request.user.sub, gmailAddress);
      const summary = await connectionSummary(app.db, request.user.sub);
      return { workspaceEmail: summary.email ?? emailAddress, services: { gmail: { emailAddress } } };
    },
  );

  app.post(
    '/disconnect',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['google'],
        operationId: 'disconnectGoogle',
        summary: 'Revokes an OAuth grant and deletes the stored credentials',
        security,
        response: { 200: Message, ...errorResponses(401) },
      },
    },
    async (request) => {
      const row = await findConnection(app.db, request.user.sub);
      if (row?.kind === 'oauth' && !row.revokedReason) {
        try {
          await oauthClient(app.config.google).revokeToken(openSecret(app.secrets.credentialsKey, row));
        } catch (error) {
          // The stored credentials are deleted regardless: an unreachable Google must not keep them alive here.
          request.log.warn({ google: googleErrorOf(error) }, 'revocation failed');
        }
      }
      await deleteConnection(app.db, request.user.sub);
      return { message: GOOGLE_MESSAGES.disconnected };
    },
  );
};

export default routes;
