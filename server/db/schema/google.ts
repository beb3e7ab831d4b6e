import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, onePerUser, ownedBy } from './columns';

export const GOOGLE_CONNECTION_KINDS = ['oauth', 'service_account'] as const;
export type GoogleConnectionKind = (typeof GOOGLE_CONNECTION_KINDS)[number];

/** One Google connection per user: a personal account (OAuth) or a Workspace (service account). */
export const googleConnections = pgTable('google_connections', {
  userId: onePerUser(),
  kind: text('kind').$type<GoogleConnectionKind>().notNull(),
  /** The connected account (OAuth) or the Workspace user the service account acts as. */
  accountEmail: text('account_email').notNull(),
  /** AES-256-GCM: the refresh token (OAuth) or the service-account key (JSON). Never stored in clear. */
  encryptedSecret: text('encrypted_secret').notNull(),
  /** Set when Google stopped accepting the credentials; the connection then reads as not connected. */
  revokedReason: text('revoked_reason'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time OAuth `state` values: a state is accepted once, by the user it was issued to, before it expires. */
export const oauthStates = pgTable('oauth_states', {
  nonce: text('nonce').primaryKey(),
  userId: ownedBy('user_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export type GoogleConnectionRow = typeof googleConnections.$inferSelect;
