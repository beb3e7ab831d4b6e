import { drive } from '@googleapis/drive';
import type { JWT, OAuth2Client } from 'google-auth-library';
import type { CallGoogle } from '../../google/retry';
import type { FoundDocument } from './found-document';

const GOOGLE_DOC = 'application/vnd.google-apps.document';

/**
 * The Drive files a query matches, page by page. Google Docs are exported as PDF, so the stored original is a
 * document anyone can open; other files are downloaded as they are.
 */
export async function* driveDocuments(
  auth: OAuth2Client | JWT,
  account: string,
  query: string,
  callGoogle: CallGoogle,
): AsyncGenerator<FoundDocument> {
  const api = drive({ version: 'v3', auth });
  let pageToken: string | undefined;
  do {
    const { data } = await callGoogle(() =>
      api.files.list({
        q: query,
        pageSize: 100,
        pageToken,
        spaces: 'drive',
        fields: 'nextPageToken, files(id, name, mimeType, size, modifiedTime)',
      }),
    );
    for (const file of data.files ?? []) {
      if (!file.id) continue;
      const fileId = file.id;
      const name = file.name?.trim() || 'Untitled';
      const isGoogleDoc = file.mimeType === GOOGLE_DOC;
      yield {
        source: 'drive',
        name,
        subject: null,
        fileName: isGoogleDoc ? `${name}.pdf` : name,
        mimeType: isGoogleDoc ? 'application/pdf' : (file.mimeType ?? 'application/octet-stream'),
        date: file.modifiedTime ? new Date(file.modifiedTime) : null,
        location: { source: 'drive', account, label: `Drive: ${name} (${account})`, fileId },
        fetch: async () => {
          const response = isGoogleDoc
            ? await callGoogle(() =>
                api.files.export({ fileId, mimeType: 'application/pdf' }, { responseType: 'arraybuffer' }),
              )
            : await callGoogle(() => api.files.get({ fileId, alt: 'media' }, { responseType: 'arraybuffer' }));
          return Buffer.from(response.data as unknown as ArrayBuffer);
        },
      };
    }
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
}
