import { gmail, type gmail_v1 } from '@googleapis/gmail';
import type { JWT, OAuth2Client } from 'google-auth-library';
import type { CallGoogle } from '../../google/retry';
import { readableType, type FoundDocument } from './found-document';

type Part = gmail_v1.Schema$MessagePart;

const header = (part: Part | undefined, name: string) =>
  part?.headers?.find((candidate) => candidate.name?.toLowerCase() === name)?.value ?? null;

function* walkParts(part: Part | undefined): Generator<Part> {
  if (!part) return;
  yield part;
  for (const child of part.parts ?? []) yield* walkParts(child);
}

/** The message ids a Gmail query matches, page by page. */
export async function* gmailMessageIds(
  auth: OAuth2Client | JWT,
  query: string,
  callGoogle: CallGoogle,
): AsyncGenerator<string> {
  const api = gmail({ version: 'v1', auth });
  let pageToken: string | undefined;
  do {
    const { data } = await callGoogle(() =>
      api.users.messages.list({ userId: 'me', q: query, maxResults: 100, pageToken, includeSpamTrash: false }),
    );
    for (const message of data.messages ?? []) if (message.id) yield message.id;
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
}

/**
 * The documents one mail holds: each readable attachment, or, when it has none, its body (HTML preferred, as mail
 * clients put the formatted text there). Drafts are left out when asked, whatever the query matched.
 */
export async function gmailMessageDocuments(
  auth: OAuth2Client | JWT,
  account: string,
  messageId: string,
  options: { excludeDrafts: boolean },
  callGoogle: CallGoogle,
): Promise<FoundDocument[]> {
  const api = gmail({ version: 'v1', auth });
  const { data: message } = await callGoogle(() =>
    api.users.messages.get({ userId: 'me', id: messageId, format: 'full' }),
  );
  if (options.excludeDrafts && message.labelIds?.includes('DRAFT')) return [];
  const subject = header(message.payload, 'subject')?.trim() || '(no subject)';
  const date = message.internalDate ? new Date(Number(message.internalDate)) : null;
  const label = `Gmail: ${subject} (${account})`;
  const base = { source: 'gmail' as const, subject, date };

  const attachments: FoundDocument[] = [];
  for (const part of walkParts(message.payload)) {
    const fileName = part.filename ?? '';
    const mimeType = fileName ? readableType(part.mimeType ?? '', fileName) : null;
    if (!mimeType || !part.body) continue;
    const { attachmentId, data } = part.body;
    attachments.push({
      ...base,
      name: fileName,
      fileName,
      mimeType,
      location: { source: 'gmail', account, label, messageId, attachmentId: attachmentId ?? undefined },
      fetch: async () => {
        if (data) return Buffer.from(data, 'base64url');
        const response = await callGoogle(() =>
          api.users.messages.attachments.get({ userId: 'me', messageId, id: attachmentId! }),
        );
        return Buffer.from(response.data.data ?? '', 'base64url');
      },
    });
  }
  if (attachments.length > 0) return attachments;

  const parts = [...walkParts(message.payload)].filter((part) => !part.filename && part.body?.data);
  const body =
    parts.find((part) => part.mimeType === 'text/html') ?? parts.find((part) => part.mimeType === 'text/plain');
  if (!body?.body?.data) return [];
  const html = body.mimeType === 'text/html';
  return [
    {
      ...base,
      name: subject,
      fileName: `${subject.slice(0, 100)}.${html ? 'html' : 'txt'}`,
      mimeType: html ? 'text/html' : 'text/plain',
      location: { source: 'gmail', account, label, messageId },
      fetch: async () => Buffer.from(body.body!.data!, 'base64url'),
    },
  ];
}
