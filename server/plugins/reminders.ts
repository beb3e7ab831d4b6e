import fp from 'fastify-plugin';
import { smtpMailer, type Mailer } from '../reminders/mailer';
import { runReminderCheck } from '../reminders/reminder-check';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: {
      /** The SMTP mailer, or undefined when SMTP_URL is not set. */
      mailer: Mailer | undefined;
      /** Runs one check now (the timer's work; tests pass the instant). */
      check(now?: Date): Promise<unknown>;
    };
  }
}

/** Soon after start, so reminders missed while the server was down go out without waiting a whole interval. */
const FIRST_CHECK_MS = 5_000;

/**
 * Every instance looks for due reminders every REMINDERS_CHECK_SECONDS; the database makes sure each digest is
 * recorded and sent once, whichever instance gets there. One check at a time per instance.
 */
export default fp(async (app) => {
  const { reminders } = app.config;
  const mailer = reminders.smtpUrl ? smtpMailer(reminders.smtpUrl, reminders.mailFrom) : undefined;
  let running: Promise<unknown> | undefined;
  const check = (now?: Date) =>
    (running ??= runReminderCheck({ db: app.backgroundDb, mailer, appOrigin: app.config.appOrigin, now }).finally(
      () => (running = undefined),
    ));
  app.decorate('reminders', { mailer, check });

  const timers: NodeJS.Timeout[] = [];
  const tick = () =>
    void check().catch((error: unknown) => app.log.error({ err: error }, 'reminder check failed; next check retries'));
  if (reminders.checkSeconds > 0) {
    app.addHook('onReady', async () => {
      timers.push(setTimeout(tick, FIRST_CHECK_MS).unref(), setInterval(tick, reminders.checkSeconds * 1000).unref());
    });
  }
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    await running?.catch(() => undefined);
    mailer?.close();
  });
});
