import { createHash, randomBytes } from 'node:crypto';
import JSZip from 'jszip';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from './fake-data-apis';
import { parseGmailQuery } from './gmail-query';
import type { Mailboxes, StoredFile, StoredMessage } from './mailboxes';

const EDISCOVERY = 'https://www.googleapis.com/auth/ediscovery';
const STORAGE = 'https://www.googleapis.com/auth/devstorage.read_only';
const CORPORA = ['MAIL', 'DRIVE', 'GROUPS', 'HANGOUTS_CHAT'];
const SCOPES = ['ALL_DATA', 'HELD_DATA', 'UNPROCESSED_DATA'];

/** Switches tests flip to make Vault misbehave. */
export interface VaultSettings {
  /** Polls of an export before it is done. */
  pollsUntilDone: number;
  /** Exports end FAILED. */
  failExports: boolean;
  /** Matter creation answers 403 (no Vault licence or privileges). */
  denyMatters: boolean;
  /** Entries added to every export archive (hostile names, zip bombs). */
  extraEntries: { name: string; content: Buffer }[];
}

export interface FakeVaultState {
  settings: VaultSettings;
  matters: Map<string, { name: string; state: 'OPEN' | 'CLOSED' | 'DELETED'; exports: Map<string, FakeExport> }>;
  /** Every export's request, for assertions on query mapping. */
  exportRequests: { query: Record<string, unknown>; exportOptions: Record<string, unknown> }[];
  groups: Set<string>;
}

interface FakeExport {
  id: string;
  name: string;
  query: Record<string, unknown>;
  polls: number;
  objectName?: string;
}

const apiError = (reply: FastifyReply, code: number, message: string, status: string) =>
  reply.code(code).send({ error: { code, message, status } });

function wrap(base64: string): string {
  return base64.replace(/.{1,76}/g, '$&\n').trimEnd();
}

/** One message as an MBOX entry (mboxrd: body lines starting "From " are quoted). */
function mboxMessage(message: StoredMessage, account: string): string {
  const boundary = `b-${message.id}`;
  const date = new Date(message.internalDate);
  const escape = (text: string) => text.replace(/^(>*From )/gm, '>$1');
  const parts = [
    `--${boundary}\nContent-Type: ${message.html !== undefined ? 'text/html' : 'text/plain'}; charset=utf-8\n\n${escape(message.html ?? message.body ?? '')}`,
    ...(message.attachments ?? []).map(
      (attachment) =>
        `--${boundary}\nContent-Type: ${attachment.mimeType}; name="${attachment.filename}"\nContent-Disposition: attachment; filename="${attachment.filename}"\nContent-Transfer-Encoding: base64\n\n${wrap(attachment.content.toString('base64'))}`,
    ),
  ];
  return [
    `From ${message.from ?? 'sender@example.test'} ${date.toUTCString()}`,
    `From: ${message.from ?? 'sender@example.test'}`,
    `To: ${account}`,
    `Subject: ${message.subject}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    ...parts,
    `--${boundary}--`,
    '',
    '',
  ].join('\n');
}

/** A fake of Vault's matters and exports and of Cloud Storage's object download, over the mailboxes. */
export function registerFakeVault(
  app: FastifyInstance,
  options: {
    mailboxes: Mailboxes;
    sessionOf(request: FastifyRequest): Session | undefined;
    workspaceUsers(): string[];
  },
): FakeVaultState {
  const state: FakeVaultState = {
    settings: { pollsUntilDone: 2, failExports: false, denyMatters: false, extraEntries: [] },
    matters: new Map(),
    exportRequests: [],
    groups: new Set(['sales@workspace.test']),
  };
  const objects = new Map<string, Buffer>();

  const authorise = (request: FastifyRequest, reply: FastifyReply, scope: string) => {
    const session = options.sessionOf(request);
    if (!session)
      return void apiError(reply, 401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED');
    if (!session.scopes.includes(scope)) {
      return void apiError(reply, 403, 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED');
    }
    return session;
  };

  /** The messages and files an export's query selects, Vault's way. */
  function selected(query: Record<string, unknown>) {
    const corpus = String(query.corpus);
    const accounts =
      query.searchMethod === 'ACCOUNT'
        ? ((query.accountInfo as { emails?: string[] })?.emails ?? []).map((email) => email.toLowerCase())
        : corpus === 'GROUPS'
          ? [...state.groups]
          : options.workspaceUsers();
    const matches = parseGmailQuery(String(query.terms ?? ''));
    const from = query.startTime ? Date.parse(String(query.startTime)) : -Infinity;
    const until = query.endTime ? Date.parse(String(query.endTime)) : Infinity;
    const scoped = (labels: string[] = []) =>
      query.dataScope === 'HELD_DATA'
        ? labels.includes('HELD')
        : query.dataScope === 'UNPROCESSED_DATA'
          ? labels.includes('UNPROCESSED')
          : true;
    const messages: { account: string; message: StoredMessage }[] = [];
    const files: StoredFile[] = [];
    for (const account of accounts) {
      if (corpus === 'DRIVE') {
        files.push(
          ...options.mailboxes
            .filesOf(account)
            .filter((file) => scoped(file.labels) && !file.trashed)
            .filter((file) => Date.parse(file.modifiedTime) >= from && Date.parse(file.modifiedTime) < until)
            .filter((file) =>
              matches({ text: `${file.name} ${file.text ?? ''}`, internalDate: 0, labels: [], hasAttachment: false }),
            ),
        );
        continue;
      }
      for (const message of options.mailboxes.messagesOf(account)) {
        const labels = message.labels ?? [];
        if ((corpus === 'HANGOUTS_CHAT') !== labels.includes('CHAT')) continue;
        if (!scoped(labels) || message.internalDate < from || message.internalDate >= until) continue;
        if ((query.mailOptions as { excludeDrafts?: boolean })?.excludeDrafts && labels.includes('DRAFT')) continue;
        const text = [
          message.subject,
          message.body ?? '',
          message.html ?? '',
          ...(message.attachments ?? []).map((a) => `${a.filename} ${a.text ?? ''}`),
        ].join(' ');
        if (matches({ text, internalDate: message.internalDate, labels, hasAttachment: false })) {
          messages.push({ account, message });
        }
      }
    }
    return { messages, files };
  }

  async function buildArchive(exported: FakeExport): Promise<{ zip: Buffer; count: number }> {
    const { messages, files } = selected(exported.query);
    const zip = new JSZip();
    if (messages.length > 0) {
      zip.file(
        `${exported.name}-1.mbox`,
        messages.map(({ account, message }) => mboxMessage(message, account)).join(''),
      );
    }
    for (const file of files) zip.file(file.name, file.content);
    zip.file(`${exported.name}-metadata.xml`, '<?xml version="1.0"?><Root/>');
    for (const extra of state.settings.extraEntries) zip.file(extra.name, extra.content);
    return {
      zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
      count: messages.length + files.length,
    };
  }

  app.post('/v1/matters', async (request, reply) => {
    if (!authorise(request, reply, EDISCOVERY)) return reply;
    if (state.settings.denyMatters) {
      return apiError(reply, 403, 'The caller does not have permission', 'PERMISSION_DENIED');
    }
    const body = (request.body ?? {}) as { name?: string; description?: string };
    if (!body.name) return apiError(reply, 400, 'Matter name is required', 'INVALID_ARGUMENT');
    const matterId = randomBytes(16).toString('hex');
    state.matters.set(matterId, { name: body.name, state: 'OPEN', exports: new Map() });
    return { matterId, name: body.name, description: body.description ?? '', state: 'OPEN' };
  });

  app.post('/v1/matters/:matterId/exports', async (request, reply) => {
    if (!authorise(request, reply, EDISCOVERY)) return reply;
    const matter = state.matters.get((request.params as { matterId: string }).matterId);
    if (!matter || matter.state !== 'OPEN') return apiError(reply, 404, 'Matter not found', 'NOT_FOUND');
    const body = (request.body ?? {}) as { name?: string; query?: Record<string, unknown>; exportOptions?: object };
    const query = body.query ?? {};
    if (!body.name || !CORPORA.includes(String(query.corpus)) || !SCOPES.includes(String(query.dataScope))) {
      return apiError(reply, 400, 'Invalid export request', 'INVALID_ARGUMENT');
    }
    if (query.searchMethod === 'ACCOUNT' && !(query.accountInfo as { emails?: string[] })?.emails?.length) {
      return apiError(reply, 400, 'accountInfo.emails is required for searchMethod ACCOUNT', 'INVALID_ARGUMENT');
    }
    if (query.searchMethod !== 'ACCOUNT' && query.searchMethod !== 'ENTIRE_ORG') {
      return apiError(reply, 400, 'Invalid searchMethod', 'INVALID_ARGUMENT');
    }
    state.exportRequests.push({ query, exportOptions: (body.exportOptions ?? {}) as Record<string, unknown> });
    const exported: FakeExport = { id: `exportly-${randomBytes(8).toString('hex')}`, name: body.name, query, polls: 0 };
    matter.exports.set(exported.id, exported);
    return { id: exported.id, name: exported.name, query, status: 'IN_PROGRESS', createTime: new Date().toISOString() };
  });

  app.get('/v1/matters/:matterId/exports/:exportId', async (request, reply) => {
    if (!authorise(request, reply, EDISCOVERY)) return reply;
    const { matterId, exportId } = request.params as { matterId: string; exportId: string };
    const exported = state.matters.get(matterId)?.exports.get(exportId);
    if (!exported) return apiError(reply, 404, 'Export not found', 'NOT_FOUND');
    exported.polls++;
    const base = { id: exported.id, name: exported.name, query: exported.query };
    if (exported.polls < state.settings.pollsUntilDone) {
      return {
        ...base,
        status: 'IN_PROGRESS',
        stats: { exportedArtifactCount: String(exported.polls), totalArtifactCount: '0' },
      };
    }
    if (state.settings.failExports) return { ...base, status: 'FAILED' };
    const { zip, count } = await buildArchive(exported);
    exported.objectName ??= `${matterId}/${exported.id}/${exported.name}-1.zip`;
    objects.set(exported.objectName, zip);
    return {
      ...base,
      status: 'COMPLETED',
      stats: {
        exportedArtifactCount: String(count),
        totalArtifactCount: String(count),
        sizeInBytes: String(zip.length),
      },
      cloudStorageSink: {
        files: [
          {
            bucketName: 'vault-exports-fake',
            objectName: exported.objectName,
            size: String(zip.length),
            md5Hash: createHash('md5').update(zip).digest('base64'),
          },
        ],
      },
    };
  });

  // "POST /v1/matters/{matterId}:close" (a custom method, after a colon).
  app.post('/v1/matters/:matterAction', async (request, reply) => {
    if (!authorise(request, reply, EDISCOVERY)) return reply;
    const [matterId, action] = (request.params as { matterAction: string }).matterAction.split(':');
    if (action !== 'close') return apiError(reply, 404, 'Not found', 'NOT_FOUND');
    const matter = state.matters.get(matterId);
    if (!matter) return apiError(reply, 404, 'Matter not found', 'NOT_FOUND');
    matter.state = 'CLOSED';
    return { matter: { state: 'CLOSED' } };
  });

  app.delete('/v1/matters/:matterId', async (request, reply) => {
    if (!authorise(request, reply, EDISCOVERY)) return reply;
    const matter = state.matters.get((request.params as { matterId: string }).matterId);
    if (!matter) return apiError(reply, 404, 'Matter not found', 'NOT_FOUND');
    if (matter.state !== 'CLOSED') return apiError(reply, 400, 'Matter must be closed first', 'FAILED_PRECONDITION');
    matter.state = 'DELETED';
    return {};
  });

  app.get('/storage/v1/b/:bucket/o/:object', async (request, reply) => {
    if (!authorise(request, reply, STORAGE)) return reply;
    const content = objects.get((request.params as { object: string }).object);
    if (!content || (request.query as { alt?: string }).alt !== 'media') {
      return apiError(reply, 404, 'No such object', 'NOT_FOUND');
    }
    return reply.type('application/zip').send(content);
  });

  return state;
}
