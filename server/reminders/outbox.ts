import { desc, eq, inArray } from 'drizzle-orm';
import { Type, type Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { reminderDigests, reminderItems } from '../db/schema';
import { CalendarDate, Nullable } from '../lib/schema-types';
import { oncePerDate } from './once-per-date';

/** Digests the outbox lists, newest first. */
export const OUTBOX_LIMIT = 100;

export const OutboxEntry = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    recipient: Type.String(),
    day: CalendarDate,
    status: Type.Union([Type.Literal('sent'), Type.Literal('pending'), Type.Literal('failed')]),
    attempts: Type.Integer(),
    reason: Nullable(Type.String({ description: 'Why it has not been delivered (yet)' })),
    sentAt: Nullable(Type.String({ format: 'date-time' })),
    items: Type.Array(
      Type.Object({
        contractId: Nullable(Type.String({ format: 'uuid' })),
        contractName: Type.String(),
        kind: Type.Union([Type.Literal('cancel_by'), Type.Literal('renewal')]),
        dueDate: CalendarDate,
        leadDays: Type.Integer({ description: 'The shortest lead time by which it fell due' }),
        late: Type.Boolean(),
      }),
    ),
  },
  { $id: 'OutboxEntry' },
);
export type OutboxEntry = Static<typeof OutboxEntry>;

export const Outbox = Type.Object(
  {
    emailConfigured: Type.Boolean({ description: 'Whether this server sends e-mail (SMTP_URL is set)' }),
    digests: Type.Array(OutboxEntry),
  },
  { $id: 'Outbox' },
);
export type Outbox = Static<typeof Outbox>;

/** The user's reminder digests, newest first, with what each holds. */
export async function readOutbox(db: Database, userId: string): Promise<OutboxEntry[]> {
  const digests = await db
    .select()
    .from(reminderDigests)
    .where(eq(reminderDigests.userId, userId))
    .orderBy(desc(reminderDigests.localDay), reminderDigests.recipient)
    .limit(OUTBOX_LIMIT);
  if (digests.length === 0) return [];
  const items = await db
    .select()
    .from(reminderItems)
    .where(
      inArray(
        reminderItems.digestId,
        digests.map((digest) => digest.id),
      ),
    )
    .orderBy(reminderItems.dueDate, reminderItems.leadDays);
  return digests.map((digest) => ({
    id: digest.id,
    recipient: digest.recipient,
    day: digest.localDay,
    // A digest being sent is still pending to its reader.
    status: digest.status === 'sending' ? 'pending' : digest.status,
    attempts: digest.attempts,
    reason: digest.status === 'sent' ? null : digest.lastError,
    sentAt: digest.sentAt?.toISOString() ?? null,
    items: oncePerDate(items)
      .filter((item) => item.digestId === digest.id)
      .map(({ contractId, contractName, kind, dueDate, leadDays, late }) => ({
        contractId,
        contractName,
        kind,
        dueDate,
        leadDays,
        late,
      })),
  }));
}
