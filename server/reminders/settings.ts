import { Type, type Static } from '@fastify/type-provider-typebox';
import { isTimeZone } from '../lib/calendar-dates';

export const DEFAULT_LEAD_DAYS = [90, 30, 14, 7, 1];
export const MAX_LEAD_DAYS = 365;
export const MAX_LEAD_TIMES = 10;
export const MAX_RECIPIENTS = 20;
export const DEFAULT_SEND_HOUR = 8;

/** A user's reminder settings, as the Settings screen reads and writes them. */
export const ReminderSettings = Type.Object(
  {
    enabled: Type.Boolean(),
    leadDays: Type.Array(Type.Integer(), {
      description: `Days before a date to remind: up to ${MAX_LEAD_TIMES} distinct whole numbers from 0 to ${MAX_LEAD_DAYS}`,
    }),
    recipients: Type.Array(Type.String({ maxLength: 320 }), { description: 'E-mail addresses' }),
    timeZone: Type.String({ maxLength: 100, description: 'IANA time zone: where the user’s day is' }),
    sendHour: Type.Integer({ description: 'Hour of the day (0-23) from which the day’s digest is sent' }),
    cancelBy: Type.Boolean({ description: 'Remind before cancel-by dates' }),
    renewal: Type.Boolean({ description: 'Remind before renewal dates' }),
  },
  { $id: 'ReminderSettings', additionalProperties: false },
);
export type ReminderSettings = Static<typeof ReminderSettings>;

// A plain address: something, @, a domain with a dot; no spaces, commas or angle brackets (no display names,
// which nodemailer would read as a list or a name).
const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

export const unknownZone = (zone: string) => `timeZone: "${zone}" is not an IANA time zone (such as Europe/Paris).`;

/** Why settings cannot be saved, naming the field, or null. Pure: the mock backend runs it too. */
export function settingsProblem(settings: ReminderSettings): string | null {
  const { leadDays, recipients } = settings;
  if (leadDays.length > MAX_LEAD_TIMES) return `leadDays: at most ${MAX_LEAD_TIMES} lead times.`;
  if (leadDays.some((days) => !Number.isInteger(days) || days < 0 || days > MAX_LEAD_DAYS))
    return `leadDays: each lead time is a whole number of days from 0 to ${MAX_LEAD_DAYS}.`;
  if (new Set(leadDays).size !== leadDays.length) return 'leadDays: each lead time may appear only once.';
  if (settings.enabled && leadDays.length === 0) return 'leadDays: give at least one lead time, or turn reminders off.';
  if (recipients.length > MAX_RECIPIENTS) return `recipients: at most ${MAX_RECIPIENTS} addresses.`;
  const bad = recipients.find((address) => !EMAIL.test(address.trim()));
  if (bad !== undefined) return `recipients: "${bad}" is not an e-mail address.`;
  if (settings.enabled && recipients.length === 0)
    return 'recipients: give at least one address, or turn reminders off.';
  if (!isTimeZone(settings.timeZone) || !settings.timeZone.trim()) return unknownZone(settings.timeZone);
  if (!Number.isInteger(settings.sendHour) || settings.sendHour < 0 || settings.sendHour > 23)
    return 'sendHour: an hour from 0 to 23.';
  return null;
}

/** The settings as stored: lead times in descending order, addresses trimmed and lower-cased, duplicates gone. */
export function normalisedSettings(settings: ReminderSettings): ReminderSettings {
  return {
    ...settings,
    leadDays: [...settings.leadDays].sort((a, b) => b - a),
    recipients: [...new Set(settings.recipients.map((address) => address.trim().toLowerCase()))],
  };
}

/** What a user without saved settings gets: every default, reminders to their own address in their own zone. */
export function defaultSettings(user: { email: string; timeZone: string }): ReminderSettings {
  return {
    enabled: true,
    leadDays: DEFAULT_LEAD_DAYS,
    recipients: [user.email],
    timeZone: user.timeZone,
    sendHour: DEFAULT_SEND_HOUR,
    cancelBy: true,
    renewal: true,
  };
}
