import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InvalidDriveQuery, parseDriveQuery } from './drive-query';
import { parseGmailQuery } from './gmail-query';
import type { Mailboxes, StoredMessage } from './mailboxes';

export interface Session {
  email: string;
  scopes: string[];
}

export interface DataApiOptions {
  mailboxes: Mailboxes;
  /** The session behind a bearer token, or undefined when the token is unknown or revoked. */
  sessionOf(request: FastifyRequest): Session | undefined;
  /** Users of the Workspace, for the Directory; the first is its administrator. */
  directoryUsers(): string[];
  admins: Set<string>;
}

const SCOPES = {
  gmail: 'https://www.googleapis.com/auth/gmail.readonly',
  drive: 'https://www.googleapis.com/auth/drive.readonly',
  directory: 'https://www.googleapis.com/auth/admin.directory.user.readonly',
};

const apiError = (reply: FastifyReply, code: number, message: string, status: string) =>
  reply.code(code).send({ error: { code, message, status, errors: [{ message, reason: status.toLowerCase() }] } });

/** Pages of a list, as Google pages them: an opaque token naming the next offset. */
function page<T>(items: T[], pageToken: string | undefined, size: number) {
  const start = pageToken ? Number(Buffer.from(pageToken, 'base64url').toString()) : 0;
  const slice = items.slice(start, start + size);
  const nextPageToken =
    start + size < items.length ? Buffer.from(String(start + size)).toString('base64url') : undefined;
  return { slice, nextPageToken };
}

function searchableText(message: StoredMessage): string {
  const attachments = (message.attachments ?? []).map(
    (attachment) => `${attachment.filename} ${attachment.text ?? ''}`,
  );
  return [message.subject, message.from ?? '', message.body ?? '', message.html ?? '', ...attachments].join(' ');
}

function messageResource(message: StoredMessage) {
  const headers = [
    { name: 'Subject', value: message.subject },
    { name: 'From', value: message.from ?? 'sender@example.test' },
    { name: 'Date', value: new Date(message.internalDate).toUTCString() },
  ];
  const bodyParts = [];
  if (message.body !== undefined)
    bodyParts.push({
      partId: '0.0',
      mimeType: 'text/plain',
      filename: '',
      headers: [],
      body: { size: Buffer.byteLength(message.body), data: Buffer.from(message.body).toString('base64url') },
    });
  if (message.html !== undefined)
    bodyParts.push({
      partId: '0.1',
      mimeType: 'text/html',
      filename: '',
      headers: [],
      body: { size: Buffer.byteLength(message.html), data: Buffer.from(message.html).toString('base64url') },
    });
  const attachmentParts = (message.attachments ?? []).map((attachment, index) => ({
    partId: String(index + 1),
    mimeType: attachment.mimeType,
    filename: attachment.filename,
    headers: [{ name: 'Content-Disposition', value: `attachment; filename="${attachment.filename}"` }],
    body: { size: attachment.content.length, attachmentId: message.attachmentIds[index] },
  }));
  return {
    id: message.id,
    threadId: message.threadId,
    labelIds: message.labels ?? ['INBOX'],
    snippet: (message.body ?? '').slice(0, 100),
    internalDate: String(message.internalDate),
    sizeEstimate: 1000,
    payload: {
      partId: '',
      mimeType: 'multipart/mixed',
      filename: '',
      headers,
      body: { size: 0 },
      parts: [
        {
          partId: '0',
          mimeType: 'multipart/alternative',
          filename: '',
          headers: [],
          body: { size: 0 },
          parts: bodyParts,
        },
        ...attachmentParts,
      ],
    },
  };
}

/** Gmail (messages.list / get / attachments.get), Drive (files.list / get?alt=media / export) and Directory users.list. */
export function registerDataApis(app: FastifyInstance, options: DataApiOptions) {
  const { mailboxes } = options;

  /** The caller's session when it may use `scope` as `userId`; otherwise answers as Google does. */
  const authorise = (request: FastifyRequest, reply: FastifyReply, scope: string, userId = 'me') => {
    const session = options.sessionOf(request);
    if (!session) {
      void apiError(reply, 401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED');
      return undefined;
    }
    if (!session.scopes.includes(scope)) {
      void apiError(reply, 403, 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED');
      return undefined;
    }
    if (userId !== 'me' && userId.toLowerCase() !== session.email) {
      void apiError(reply, 403, 'Delegation denied for ' + session.email, 'PERMISSION_DENIED');
      return undefined;
    }
    return session;
  };

  app.get('/gmail/v1/users/:userId/messages', async (request, reply) => {
    const { userId } = request.params as { userId: string };
    const session = authorise(request, reply, SCOPES.gmail, userId);
    if (!session) return reply;
    const query = request.query as { q?: string; pageToken?: string; maxResults?: string };
    const matches = parseGmailQuery(query.q ?? '');
    const found = mailboxes
      .messagesOf(session.email)
      .filter((message) => !(message.labels ?? []).some((label) => label === 'SPAM' || label === 'TRASH'))
      .filter((message) =>
        matches({
          text: searchableText(message),
          internalDate: message.internalDate,
          labels: message.labels ?? ['INBOX'],
          hasAttachment: (message.attachments ?? []).length > 0,
        }),
      )
      .sort((a, b) => b.internalDate - a.internalDate);
    const { slice, nextPageToken } = page(found, query.pageToken, Math.min(Number(query.maxResults ?? 100), 500));
    return {
      ...(slice.length > 0
        ? { messages: slice.map((message) => ({ id: message.id, threadId: message.threadId })) }
        : {}),
      ...(nextPageToken ? { nextPageToken } : {}),
      resultSizeEstimate: found.length,
    };
  });

  const findMessage = (email: string, id: string) => mailboxes.messagesOf(email).find((message) => message.id === id);

  app.get('/gmail/v1/users/:userId/messages/:id', async (request, reply) => {
    const { userId, id } = request.params as { userId: string; id: string };
    const session = authorise(request, reply, SCOPES.gmail, userId);
    if (!session) return reply;
    const message = findMessage(session.email, id);
    if (!message) return apiError(reply, 404, 'Requested entity was not found.', 'NOT_FOUND');
    return messageResource(message);
  });

  app.get('/gmail/v1/users/:userId/messages/:messageId/attachments/:id', async (request, reply) => {
    const { userId, messageId, id } = request.params as { userId: string; messageId: string; id: string };
    const session = authorise(request, reply, SCOPES.gmail, userId);
    if (!session) return reply;
    const message = findMessage(session.email, messageId);
    const index = message?.attachmentIds.indexOf(id) ?? -1;
    if (!message || index < 0) return apiError(reply, 404, 'Requested entity was not found.', 'NOT_FOUND');
    const content = message.attachments![index].content;
    return { attachmentId: id, size: content.length, data: content.toString('base64url') };
  });

  app.get('/drive/v3/files', async (request, reply) => {
    const session = authorise(request, reply, SCOPES.drive);
    if (!session) return reply;
    const query = request.query as { q?: string; pageToken?: string; pageSize?: string };
    let matches;
    try {
      matches = parseDriveQuery(query.q ?? 'trashed = false');
    } catch (error) {
      if (error instanceof InvalidDriveQuery)
        return apiError(reply, 400, `Invalid Value (${error.message})`, 'INVALID_ARGUMENT');
      throw error;
    }
    const found = mailboxes
      .filesOf(session.email)
      .filter((file) => matches({ ...file, text: file.text ?? '', trashed: file.trashed ?? false }));
    const { slice, nextPageToken } = page(found, query.pageToken, Math.min(Number(query.pageSize ?? 100), 1000));
    return {
      kind: 'drive#fileList',
      incompleteSearch: false,
      files: slice.map((file) => ({
        kind: 'drive#file',
        id: file.id,
        name: file.name,
        mimeType: file.mimeType,
        modifiedTime: file.modifiedTime,
        ...(file.mimeType.startsWith('application/vnd.google-apps') ? {} : { size: String(file.content.length) }),
      })),
      ...(nextPageToken ? { nextPageToken } : {}),
    };
  });

  const findFile = (email: string, id: string) => mailboxes.filesOf(email).find((file) => file.id === id);

  app.get('/drive/v3/files/:fileId', async (request, reply) => {
    const session = authorise(request, reply, SCOPES.drive);
    if (!session) return reply;
    const file = findFile(session.email, (request.params as { fileId: string }).fileId);
    if (!file) return apiError(reply, 404, 'File not found.', 'NOT_FOUND');
    if ((request.query as { alt?: string }).alt !== 'media') {
      return { kind: 'drive#file', id: file.id, name: file.name, mimeType: file.mimeType };
    }
    if (file.mimeType.startsWith('application/vnd.google-apps')) {
      return apiError(
        reply,
        403,
        'Only files with binary content can be downloaded. Use Export with Docs Editors files.',
        'PERMISSION_DENIED',
      );
    }
    return reply.type(file.mimeType).send(file.content);
  });

  app.get('/drive/v3/files/:fileId/export', async (request, reply) => {
    const session = authorise(request, reply, SCOPES.drive);
    if (!session) return reply;
    const file = findFile(session.email, (request.params as { fileId: string }).fileId);
    if (!file) return apiError(reply, 404, 'File not found.', 'NOT_FOUND');
    if ((request.query as { mimeType?: string }).mimeType !== 'application/pdf') {
      return apiError(reply, 400, 'The requested conversion is not supported.', 'INVALID_ARGUMENT');
    }
    return reply.type('application/pdf').send(file.content);
  });

  app.get('/admin/directory/v1/users', async (request, reply) => {
    const session = authorise(request, reply, SCOPES.directory);
    if (!session) return reply;
    if (!options.admins.has(session.email))
      return apiError(reply, 403, 'Not Authorized to access this resource/api', 'PERMISSION_DENIED');
    const query = request.query as { pageToken?: string; maxResults?: string; customer?: string };
    if (query.customer !== 'my_customer') return apiError(reply, 400, 'Bad Request', 'INVALID_ARGUMENT');
    const users = options
      .directoryUsers()
      .map((email) => ({ kind: 'admin#directory#user', primaryEmail: email, suspended: false }));
    const { slice, nextPageToken } = page(users, query.pageToken, Math.min(Number(query.maxResults ?? 100), 500));
    return { kind: 'admin#directory#users', users: slice, ...(nextPageToken ? { nextPageToken } : {}) };
  });
}
