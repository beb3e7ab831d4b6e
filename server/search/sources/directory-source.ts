import { admin } from '@googleapis/admin';
import type { JWT } from 'google-auth-library';
import type { CallGoogle } from '../../google/retry';

/** Every active user of the Workspace (Admin SDK Directory), asked as the connection's admin user. */
export async function workspaceUsers(auth: JWT, callGoogle: CallGoogle): Promise<string[]> {
  const api = admin({ version: 'directory_v1', auth });
  const emails: string[] = [];
  let pageToken: string | undefined;
  do {
    const { data } = await callGoogle(() =>
      api.users.list({ customer: 'my_customer', maxResults: 500, pageToken, projection: 'basic' }),
    );
    for (const user of data.users ?? []) {
      if (user.primaryEmail && !user.suspended && !user.archived) emails.push(user.primaryEmail.toLowerCase());
    }
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
  return emails;
}
