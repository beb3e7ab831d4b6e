import { http, HttpResponse } from 'msw';
import { stringify } from 'csv-stringify/browser/esm/sync';
import type {
  GetCalendarFeedApiResponse,
  GetReminderOutboxApiResponse,
  ReminderSettings,
} from '../../src/api/generated';
import { cells, EXPORT_COLUMNS, exportRowOf } from '../../server/contracts/export-cells';
import { addDays } from '../../server/lib/calendar-dates';
import { AUTH_MESSAGES } from '../../server/modules/auth/messages';
import { REMINDER_MESSAGES } from '../../server/reminders/messages';
import { defaultSettings, normalisedSettings, settingsProblem } from '../../server/reminders/settings';
import { ownContracts, rollForwardMock, userToday } from '../contract-records';
import { apiPath, errorResponse, userFromRequest } from '../http';
import { nextContractId, type MockUser } from '../state';

const unauthorized = () => errorResponse(401, AUTH_MESSAGES.sessionInvalid, 'Unauthorized');

const settingsOf = (user: MockUser): ReminderSettings =>
  user.reminderSettings ?? defaultSettings({ email: user.email, timeZone: user.timeZone ?? 'UTC' });

/**
 * The outbox as the server would show it with no SMTP server: today's digest for each recipient, holding every date
 * a lead time has reached, waiting because e-mail is not configured (the demo sends no mail).
 */
function outboxOf(user: MockUser): GetReminderOutboxApiResponse {
  const settings = settingsOf(user);
  const today = userToday(user);
  if (!settings.enabled) return { emailConfigured: false, digests: [] };
  const items = ownContracts(user.id).flatMap((contract) =>
    (
      [
        ['cancel_by', contract.cancelByDate, settings.cancelBy],
        ['renewal', contract.renewalDate, settings.renewal],
      ] as const
    ).flatMap(([kind, date, wanted]) => {
      if (!wanted || !date || date < today) return [];
      const reached = settings.leadDays.filter((lead) => addDays(date, -lead) <= today);
      if (reached.length === 0) return [];
      return [
        {
          contractId: contract.id,
          contractName: contract.name,
          kind,
          dueDate: date,
          leadDays: Math.min(...reached),
          late: false,
        },
      ];
    }),
  );
  if (items.length === 0) return { emailConfigured: false, digests: [] };
  items.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return {
    emailConfigured: false,
    digests: settings.recipients.map((recipient, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      recipient,
      day: today,
      status: 'pending',
      attempts: 0,
      reason: REMINDER_MESSAGES.undelivered,
      sentAt: null,
      items,
    })),
  };
}

const feedUrl = (user: MockUser) => ({
  url: `${location.origin}/calendar/${(user.feedToken ??= nextContractId())}.ics`,
});

/** Reminder settings, the outbox, the calendar feed's address and the export, as the server answers them. */
export const reminderHandlers = [
  http.get(apiPath('/settings/reminders'), ({ request }) => {
    const user = userFromRequest(request);
    return user ? HttpResponse.json(settingsOf(user)) : unauthorized();
  }),

  http.put(apiPath('/settings/reminders'), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    const settings = (await request.json()) as ReminderSettings;
    const problem = settingsProblem(settings);
    if (problem) return errorResponse(400, problem, 'Bad Request');
    user.reminderSettings = normalisedSettings(settings);
    user.timeZone = settings.timeZone;
    return HttpResponse.json(user.reminderSettings);
  }),

  // The demo has no mail server, like a server without SMTP_URL.
  http.post(apiPath('/settings/reminders/test'), ({ request }) =>
    userFromRequest(request) ? errorResponse(409, REMINDER_MESSAGES.notConfigured, 'Conflict') : unauthorized(),
  ),

  http.get(apiPath('/reminders/outbox'), ({ request }) => {
    const user = userFromRequest(request);
    return user ? HttpResponse.json(outboxOf(user)) : unauthorized();
  }),

  http.get(apiPath('/calendar/feed'), ({ request }) => {
    const user = userFromRequest(request);
    return user ? HttpResponse.json<GetCalendarFeedApiResponse>(feedUrl(user)) : unauthorized();
  }),

  http.post(apiPath('/calendar/feed/rotate'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    user.feedToken = nextContractId();
    return HttpResponse.json<GetCalendarFeedApiResponse>(feedUrl(user));
  }),

  // CSV only: the browser has no spreadsheet writer (the server's export writes XLSX too).
  http.get(apiPath('/contracts/export'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    const query = new URL(request.url).searchParams;
    if (query.get('format') !== 'csv') return errorResponse(400, 'The offline demo exports CSV only.', 'Bad Request');
    rollForwardMock(user);
    const needle = (query.get('q') ?? '').trim().toLowerCase();
    const rows = ownContracts(user.id)
      .filter((contract) => contract.name.toLowerCase().includes(needle))
      .sort((a, b) => (a.renewalDate ?? '9999-12-31').localeCompare(b.renewalDate ?? '9999-12-31'))
      .map((contract) => cells(exportRowOf(contract, location.origin)).map((cell) => cell ?? ''));
    const csv = `\uFEFF${stringify([[...EXPORT_COLUMNS], ...rows])}`;
    return new HttpResponse(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename=contracts-${userToday(user)}.csv`,
      },
    });
  }),
];
