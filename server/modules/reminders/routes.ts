import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/errors';
import { DeliveryFailed } from '../../reminders/mailer';
import { testMessage } from '../../reminders/digest-message';
import { Outbox, readOutbox } from '../../reminders/outbox';
import { databaseKnowsTimeZone } from '../../db/time-zones';
import { REMINDER_MESSAGES } from '../../reminders/messages';
import { normalisedSettings, ReminderSettings, settingsProblem, unknownZone } from '../../reminders/settings';
import { readSettings, writeSettings } from '../../reminders/settings-repository';

const security = [{ bearerAuth: [] }];

/** GET / PUT /api/settings/reminders, POST /api/settings/reminders/test; GET /api/reminders/outbox. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addSchema(ReminderSettings);
  const Settings = Type.Unsafe<ReminderSettings>(Type.Ref('ReminderSettings'));

  async function settingsOf(userId: string): Promise<ReminderSettings> {
    const settings = await readSettings(app.db, userId);
    if (!settings) throw app.httpErrors.unauthorized();
    return settings;
  }

  app.get(
    '/settings/reminders',
    {
      schema: {
        tags: ['reminders'],
        operationId: 'getReminderSettings',
        summary: 'The reminder settings (the defaults until they are saved)',
        security,
        response: { 200: Settings, ...errorResponses(401) },
      },
    },
    async (request) => settingsOf(request.user.sub),
  );

  app.put(
    '/settings/reminders',
    {
      schema: {
        tags: ['reminders'],
        operationId: 'putReminderSettings',
        summary: 'Saves the reminder settings; invalid ones answer 400 with a message naming the field',
        security,
        body: Settings,
        response: { 200: Settings, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const problem =
        settingsProblem(request.body) ??
        ((await databaseKnowsTimeZone(app.db, request.body.timeZone)) ? null : unknownZone(request.body.timeZone));
      if (problem) throw app.httpErrors.badRequest(problem);
      await writeSettings(app.db, request.user.sub, normalisedSettings(request.body));
      return settingsOf(request.user.sub);
    },
  );

  app.post(
    '/settings/reminders/test',
    {
      schema: {
        tags: ['reminders'],
        operationId: 'sendTestReminder',
        summary: 'Sends a test message to the reminder recipients (202), or says why it cannot (4xx)',
        security,
        response: { 202: Type.Object({ message: Type.String() }), ...errorResponses(400, 401, 409, 422) },
      },
    },
    async (request, reply) => {
      const { mailer } = app.reminders;
      if (!mailer) throw app.httpErrors.conflict(REMINDER_MESSAGES.notConfigured);
      const { recipients } = await settingsOf(request.user.sub);
      if (recipients.length === 0) throw app.httpErrors.badRequest(REMINDER_MESSAGES.noRecipients);
      try {
        await mailer.send({ to: recipients.join(', '), ...testMessage(app.config.appOrigin) });
      } catch (error) {
        if (error instanceof DeliveryFailed)
          throw app.httpErrors.unprocessableEntity(REMINDER_MESSAGES.refused(error.message));
        throw error;
      }
      return reply.code(202).send({ message: `Test message sent to ${recipients.join(', ')}.` });
    },
  );

  app.get(
    '/reminders/outbox',
    {
      schema: {
        tags: ['reminders'],
        operationId: 'getReminderOutbox',
        summary: 'The reminder digests: sent, pending (with why) and failed (with the reason), newest first',
        security,
        response: { 200: Outbox, ...errorResponses(401) },
      },
    },
    async (request) => ({
      emailConfigured: Boolean(app.reminders.mailer),
      digests: await readOutbox(app.db, request.user.sub),
    }),
  );
};

export default routes;
