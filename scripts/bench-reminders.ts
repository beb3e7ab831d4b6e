// `npm run bench:reminders`: one reminder check over 2,000 users with 100,000 contracts on PostgreSQL (every due
// digest recorded and handed to a mailer that keeps them in memory, so the figure is the check's, not an SMTP
// server's), a second check at the same instant (it must build nothing again), and two instances checking at once;
// then the export of 20,000 contracts as CSV and XLSX through the HTTP server (time, peak RSS). Prints figures;
// judges nothing. DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a throwaway
// database is used.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/database';
import { rowsOf } from '../server/db/rows';
import type { Mailer, OutgoingMail } from '../server/reminders/mailer';
import { runReminderCheck } from '../server/reminders/reminder-check';
import { signUp } from '../server/test/test-app';
import { benchDatabase } from './bench-database';

const USERS = 2000;
const CONTRACTS_PER_USER = 50;
const EXPORT_CONTRACTS = 20_000;
const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Auckland'];
const APP_ORIGIN = 'http://renewals.bench';

const { database, drop } = await benchDatabase();
const db = database.db;

/** Users across time zones, a third with settings of their own (other lead times, two recipients). */
async function seedUsers(db: Database) {
  await db.execute(sql`
    INSERT INTO users (email, password_hash, time_zone)
    SELECT 'bench-' || n || '@example.com', 'not-a-hash', (${sql.raw(`ARRAY['${ZONES.join("','")}']`)})[1 + n % ${ZONES.length}]
    FROM generate_series(1, ${USERS}) AS n`);
  await db.execute(sql`
    INSERT INTO reminder_settings (user_id, enabled, lead_days, recipients, send_hour, cancel_by, renewal)
    SELECT id, true, ARRAY[60, 14, 3], ARRAY[email, 'team+' || email], 7, true, true
    FROM users WHERE email LIKE 'bench-%' AND regexp_replace(email, '[^0-9]', '', 'g')::int % 3 = 0`);
}

/** Contracts with renewal and cancel-by dates spread over the next 400 days (some without). */
async function seedContracts(db: Database, ownerFilter: ReturnType<typeof sql>, perOwner: number) {
  await db.execute(sql`
    INSERT INTO contracts (owner_id, name, contract_value, currency, renewal_date, cancel_by_date, notice_period_days,
                           auto_renews, renewal_term_months, source, source_key)
    SELECT u.id, 'Contract ' || i, (i * 37 % 100000)::numeric, 'USD',
           CASE WHEN i % 10 = 0 THEN NULL ELSE current_date + (((i::bigint * 7919 + hashtext(u.id::text)) % 400 + 400) % 400 + 1)::int END,
           NULL, 30, i % 3 = 0, 12, 'upload', 'bench:' || i
    FROM users u CROSS JOIN generate_series(1, ${perOwner}) AS i
    WHERE ${ownerFilter}`);
  await db.execute(
    sql`UPDATE contracts SET cancel_by_date = renewal_date - notice_period_days WHERE renewal_date IS NOT NULL`,
  );
}

/** Keeps what it is given, and counts each digest's message once. */
function memoryMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { sent, send: async (mail) => void sent.push(mail), close: () => undefined };
}

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);

await seedUsers(db);
await seedContracts(db, sql`u.email LIKE 'bench-%'`, CONTRACTS_PER_USER);
const [{ count }] = rowsOf<{ count: number }>(await db.execute(sql`SELECT count(*)::int AS count FROM contracts`));
console.log(`seeded: ${USERS} users, ${count} contracts`);

const mailer = memoryMailer();
// An instant at which the send hour has come for some zones and not yet for others.
const now = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
let started = performance.now();
const first = await runReminderCheck({ db, mailer, appOrigin: APP_ORIGIN, now });
console.log(
  `check 1: ${seconds(started)} s: ${first.digests} digests (${first.items} reminders) recorded, ${first.sent} sent`,
);
started = performance.now();
const again = await runReminderCheck({ db, mailer, appOrigin: APP_ORIGIN, now });
console.log(`check 2, same instant: ${seconds(started)} s: ${again.digests} digests recorded, ${again.sent ?? 0} sent`);

// Twelve hours on, the other zones' send hour has come: two instances check at once.
const later = new Date(now.getTime() + 12 * 3600_000);
const other = memoryMailer();
started = performance.now();
const [a, b] = await Promise.all([
  runReminderCheck({ db, mailer, appOrigin: APP_ORIGIN, now: later }),
  runReminderCheck({ db, mailer: other, appOrigin: APP_ORIGIN, now: later }),
]);
console.log(
  `check 3, two instances at once: ${seconds(started)} s: ${(a.digests ?? 0) + (b.digests ?? 0)} digests recorded, ${(a.sent ?? 0) + (b.sent ?? 0)} sent`,
);
const messageIds = [...mailer.sent, ...other.sent].map((mail) => mail.messageId);
console.log(
  `digests sent in all: ${messageIds.length}, distinct Message-IDs: ${new Set(messageIds).size} (each digest built and sent once when equal)`,
);

// The export: one user with 20,000 contracts, through the HTTP server as a browser downloads it.
const app = await buildApp({
  config: {
    ...loadConfig({}),
    webDistDir: '/nonexistent',
    appOrigin: APP_ORIGIN,
    reminders: { ...loadConfig({}).reminders, checkSeconds: 0 },
  },
  secrets: { jwtSecret: randomBytes(48).toString('base64'), credentialsKey: randomBytes(32) },
  db,
  logger: false,
});
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const authorization = await signUp(app, 'exporter@example.com');
await seedContracts(db, sql`u.email = 'exporter@example.com'`, EXPORT_CONTRACTS);
for (const format of ['csv', 'xlsx']) {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  started = performance.now();
  const response = await fetch(`${origin}/api/contracts/export?format=${format}`, { headers: { authorization } });
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
  clearInterval(sampler);
  console.log(
    `export ${format}, ${EXPORT_CONTRACTS.toLocaleString('en-US')} contracts: ${seconds(started)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB, RSS ${(baseline / 1024 / 1024).toFixed(0)} -> peak ${(peak / 1024 / 1024).toFixed(0)} MB (server and client in this process)`,
  );
}
await app.close();
await drop();
