import { JWT, OAuth2Client } from 'google-auth-library';
import { gmail } from '@googleapis/gmail';
import type { GoogleConfig } from '../config';
import { googleTransporter } from './google-transport';

export const OAUTH_SCOPES = [
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/drive.readonly',
  'https://www.googleapis.com/auth/userinfo.email',
];

/** What a Workspace service account must be granted through domain-wide delegation to read mail and files. */
export const SERVICE_ACCOUNT_SCOPES = [
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/drive.readonly',
];

/** Google Vault searches: matters and exports, and reading the exported files from Cloud Storage. */
export const VAULT_SCOPES = [
  'https://www.googleapis.com/auth/ediscovery',
  'https://www.googleapis.com/auth/devstorage.read_only',
];

/** Listing the Workspace's users (searches of every account), asked for only when that is what a search needs. */
export const DIRECTORY_SCOPE = 'https://www.googleapis.com/auth/admin.directory.user.readonly';

export interface ServiceAccountKey {
  client_email: string;
  private_key: string;
}

export function oauthConfigured(config: GoogleConfig): boolean {
  return Boolean(config.clientId && config.clientSecret);
}

/** Options of a client made for one piece of background work. */
export interface ClientOptions {
  /** Abandons the client's requests in flight when it aborts. */
  signal?: AbortSignal;
}

/** The web-server OAuth client, talking to Google or to GOOGLE_API_BASE_URL. */
export function oauthClient(config: GoogleConfig, refreshToken?: string, options: ClientOptions = {}): OAuth2Client {
  const client = new OAuth2Client({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUri: config.redirectUri,
    transporter: googleTransporter(config.apiBaseUrl, options.signal),
    ...(config.apiBaseUrl ? { endpoints: { oauth2AuthBaseUrl: `${config.apiBaseUrl}/o/oauth2/v2/auth` } } : {}),
  });
  if (refreshToken) client.setCredentials({ refresh_token: refreshToken });
  return client;
}

/** A service-account client acting as `subject` through domain-wide delegation. */
export function delegatedClient(
  config: GoogleConfig,
  key: ServiceAccountKey,
  subject: string,
  scopes: string[] = SERVICE_ACCOUNT_SCOPES,
  options: ClientOptions = {},
): JWT {
  return new JWT({
    email: key.client_email,
    key: key.private_key,
    scopes,
    subject,
    transporter: googleTransporter(config.apiBaseUrl, options.signal),
  });
}

/** The Gmail profile's address of whoever `auth` acts as (a real API call). */
export async function gmailAddress(auth: OAuth2Client | JWT): Promise<string> {
  const response = await gmail({ version: 'v1', auth }).users.getProfile({ userId: 'me' });
  if (!response.data.emailAddress) throw new Error('Gmail did not report an address');
  return response.data.emailAddress;
}
