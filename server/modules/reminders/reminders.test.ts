import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { databaseKnowsTimeZone } from '../../db/time-zones';
import { addDays, todayUtc } from '../../lib/calendar-dates';
import { smtpMailer } from '../../reminders/mailer';
import { runReminderCheck } from '../../reminders/reminder-check';
import { CLAIM_MS } from '../../reminders/send-digests';
import { REMINDER_MESSAGES } from '../../reminders/messages';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener';
import { createTestApp, signUp, storeContracts, type TestApp } from '../../test/test-app';

dayjs.extend(utc);
dayjs.extend(timezone);

const APP_ORIGIN = 'http://renewals.example.test';
const today = todayUtc();
/** The instant `hour`:00 on `day` in `zone`. */
const at = (day: string, hour: number, zone = 'UTC') =>
  dayjs.tz(`${day} ${String(hour).padStart(2, '0')}:00`, zone).toDate();
const minutesAfter = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

let smtp: SmtpListener;
let t: TestApp;
const remindersConfig = (smtpUrl: string | undefined) => ({
  ...loadConfig({}).reminders,
  checkSeconds: 0,
  smtpUrl,
  mailFrom: 'Renewal Tracker <reminders@renewals.example.test>',
});

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({ appOrigin: APP_ORIGIN, reminders: remindersConfig(smtp.url) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let users = 0;
/** A new user (their own address, so each test reads only its own mail), in `timeZone`. */
async function newUser(timeZone = 'UTC') {
  const email = `reminders-${++users}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  return { email, authorization: await signUp(t.app, email, { timeZone }) };
}

const mailTo = (email: string): ParsedMail[] =>
  smtp.messages.filter((message) => message.to && JSON.stringify(message.to).includes(email));

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

async function saveSettings(authorization: string, changes: object) {
  const current = (await call('GET', '/api/settings/reminders', authorization)).json();
  const response = await call('PUT', '/api/settings/reminders', authorization, { ...current, ...changes });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

let contracts = 0;
const contract = (fields: object) => ({
  id: `reminder-contract-${++contracts}`,
  sourceType: 'gmail',
  renewalDate: null,
  cancelByDate: null,
  ...fields,
});

describe('reminder settings', () => {
  it('start with the defaults: on, 90/30/14/7/1 days, the user’s own address and zone, 8 o’clock, both dates', async () => {
    const { email, authorization } = await newUser('Europe/Paris');
    const response = await call('GET', '/api/settings/reminders', authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      enabled: true,
      leadDays: [90, 30, 14, 7, 1],
      recipients: [email],
      timeZone: 'Europe/Paris',
      sendHour: 8,
      cancelBy: true,
      renewal: true,
    });
  });

  it('are saved normalised, and the time zone becomes the user’s', async () => {
    const { authorization } = await newUser();
    const saved = await saveSettings(authorization, {
      leadDays: [7, 60, 0],
      recipients: [' Legal@Example.com ', 'legal@example.com', 'cfo@example.com'],
      timeZone: 'Asia/Tokyo',
      sendHour: 17,
      renewal: false,
    });
    expect(saved).toMatchObject({
      leadDays: [60, 7, 0],
      recipients: ['legal@example.com', 'cfo@example.com'],
      timeZone: 'Asia/Tokyo',
      sendHour: 17,
      renewal: false,
    });
    expect((await call('GET', '/api/settings/reminders', authorization)).json()).toEqual(saved);
  });

  it.each([
    [{ leadDays: [7, 7] }, /^leadDays: /],
    [{ leadDays: [366] }, /^leadDays: /],
    [{ leadDays: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, /^leadDays: /],
    [{ leadDays: [1.5] }, /leadDays/],
    [{ recipients: ['not an address'] }, /^recipients: "not an address"/],
    [{ recipients: [] }, /^recipients: /],
    [{ timeZone: 'Mars/Olympus' }, /^timeZone: /],
    [{ sendHour: 24 }, /^sendHour: /],
    [{ sendHour: 'eight' }, /sendHour/],
    [{ unknown: true }, /unknown|additional/],
  ])('refuse %j with 400 and a message naming the field, saving nothing', async (change, message) => {
    const { authorization } = await newUser();
    const before = (await call('GET', '/api/settings/reminders', authorization)).json();
    const response = await call('PUT', '/api/settings/reminders', authorization, { ...before, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await call('GET', '/api/settings/reminders', authorization)).json()).toEqual(before);
  });
});

describe('time zones the database does not know', () => {
  it('are told apart, so no such zone reaches the queries that run for every user at once', async () => {
    expect(await databaseKnowsTimeZone(t.database.db, 'Pacific/Auckland')).toBe(true);
    expect(await databaseKnowsTimeZone(t.database.db, 'Mars/Olympus')).toBe(false);
    // A sign-up from a browser with a zone nobody knows gets UTC's day.
    const authorization = await signUp(t.app, 'mars-colonist@example.com', { timeZone: 'Mars/Olympus' });
    expect((await call('GET', '/api/settings/reminders', authorization)).json().timeZone).toBe('UTC');
  });
});

describe('reminder digests', () => {
  it('sends one digest a day with every due item, grouped by date, in text and HTML, and never an item twice', async () => {
    const { email, authorization } = await newUser();
    const [hosting, , support] = await storeContracts(t.app, authorization, [
      contract({
        name: 'Hosting Agreement',
        cancelByDate: addDays(today, 7),
        renewalDate: addDays(today, 37),
        amount: 12000,
      }),
      contract({ name: 'Far Lease', renewalDate: addDays(today, 200) }),
      contract({ name: 'Support Plan', cancelByDate: addDays(today, 30) }),
    ]);

    await t.app.reminders.check(at(today, 7));
    expect(mailTo(email), 'before the send hour').toHaveLength(0);

    await t.app.reminders.check(at(today, 9));
    await t.app.reminders.check(at(today, 9));
    const [digest, ...more] = mailTo(email);
    expect(more).toHaveLength(0);
    expect(digest.subject).toBe('Renewal Tracker: last day to cancel 2 contracts in 7 days');
    const text = digest.text!;
    expect(text).toContain(
      `Last day to cancel: Hosting Agreement (in 7 days) · $12,000.00 · ${APP_ORIGIN}/contracts/${hosting}`,
    );
    expect(text).toContain(`Renews: Hosting Agreement (in 37 days)`);
    expect(text).toContain(`Last day to cancel: Support Plan (in 30 days) · ${APP_ORIGIN}/contracts/${support}`);
    expect(text).not.toContain('Far Lease');
    expect(text).not.toContain('late');
    // Grouped by date, soonest first.
    const heading = (days: number) => text.indexOf(dayjs(addDays(today, days)).format('dddd, MMMM D, YYYY'));
    expect(heading(7)).toBeGreaterThan(-1);
    expect(heading(7)).toBeLessThan(heading(30));
    expect(heading(30)).toBeLessThan(heading(37));
    expect(digest.html).toContain(`<a href="${APP_ORIGIN}/contracts/${hosting}">Hosting Agreement</a>`);

    // The next day no lead time is newly reached; six days on, the one-day reminder of the cancel-by date is.
    await t.app.reminders.check(at(addDays(today, 1), 9));
    expect(mailTo(email)).toHaveLength(1);
    await t.app.reminders.check(at(addDays(today, 6), 9));
    const [, lastDay] = mailTo(email);
    expect(lastDay.subject).toBe('Renewal Tracker: last day to cancel "Hosting Agreement" tomorrow');
    expect(lastDay.text).not.toContain('Support Plan');

    const outbox = (await call('GET', '/api/reminders/outbox', authorization)).json();
    expect(outbox.emailConfigured).toBe(true);
    expect(outbox.digests.map((entry: { status: string; day: string }) => [entry.status, entry.day])).toEqual([
      ['sent', addDays(today, 6)],
      ['sent', today],
    ]);
  });

  it('reminds only of dates whose lead time has come, and only of the kinds of date asked for', async () => {
    const { email, authorization } = await newUser();
    await saveSettings(authorization, { leadDays: [7], renewal: false, sendHour: 10 });
    await storeContracts(t.app, authorization, [
      contract({ name: 'Too Far', cancelByDate: addDays(today, 8) }),
      contract({ name: 'Due Now', cancelByDate: addDays(today, 7) }),
      contract({ name: 'Renewal Only', renewalDate: addDays(today, 3) }),
      contract({ name: 'Already Passed', cancelByDate: addDays(today, -1) }),
    ]);
    await t.app.reminders.check(at(today, 9));
    expect(mailTo(email)).toHaveLength(0);
    await t.app.reminders.check(at(today, 10));
    const [digest] = mailTo(email);
    expect(digest.text).toContain('Due Now');
    for (const name of ['Too Far', 'Renewal Only', 'Already Passed']) expect(digest.text).not.toContain(name);
  });

  it('goes by each user’s own day: at one instant Auckland is a day ahead of Los Angeles', async () => {
    const auckland = await newUser('Pacific/Auckland');
    const losAngeles = await newUser('America/Los_Angeles');
    const cancelBy = addDays(today, 20);
    for (const user of [auckland, losAngeles]) {
      await saveSettings(user.authorization, { leadDays: [7] });
      await storeContracts(t.app, user.authorization, [contract({ name: 'Pacific Freight', cancelByDate: cancelBy })]);
    }
    // 09:00 in Auckland on the reminder day is the day before, around noon, in Los Angeles.
    const instant = at(addDays(cancelBy, -7), 9, 'Pacific/Auckland');
    expect(dayjs(instant).tz('America/Los_Angeles').format('YYYY-MM-DD')).toBe(addDays(cancelBy, -8));
    await t.app.reminders.check(instant);
    expect(mailTo(auckland.email)).toHaveLength(1);
    expect(mailTo(losAngeles.email)).toHaveLength(0);
    await t.app.reminders.check(at(addDays(cancelBy, -7), 9, 'America/Los_Angeles'));
    expect(mailTo(losAngeles.email)).toHaveLength(1);
    expect(mailTo(auckland.email)).toHaveLength(1);
  });

  it('sends a reminder missed while no check ran at the next check, marked late, and once', async () => {
    const { email, authorization } = await newUser();
    await saveSettings(authorization, { leadDays: [14, 7] });
    await storeContracts(t.app, authorization, [contract({ name: 'Missed Lease', cancelByDate: addDays(today, 20) })]);
    // The server was down from the 14-day reminder's day until the 7-day one's had passed too.
    await t.app.reminders.check(at(addDays(today, 15), 9));
    const [digest, ...more] = mailTo(email);
    expect(more).toHaveLength(0);
    expect(digest.text).toContain('Last day to cancel: Missed Lease (in 5 days) · reminder sent late');
    expect(digest.text!.match(/Missed Lease/g)).toHaveLength(1);
    await t.app.reminders.check(at(addDays(today, 16), 9));
    expect(mailTo(email)).toHaveLength(1);
  });

  it('re-arms the reminders of a changed date, and sends none for a term marked handled', async () => {
    const { email, authorization } = await newUser();
    await saveSettings(authorization, { leadDays: [7] });
    const [moved, handled] = await storeContracts(t.app, authorization, [
      contract({ name: 'Moved Date', cancelByDate: addDays(today, 5), renewalDate: addDays(today, 40) }),
      contract({ name: 'Handled Term', cancelByDate: addDays(today, 5), renewalDate: addDays(today, 40) }),
    ]);
    const marked = await call('PATCH', `/api/contracts/${handled}`, authorization, { handled: true });
    expect(marked.json().handled).toBe(true);
    await t.app.reminders.check(at(today, 9));
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(email)[0].text).not.toContain('Handled Term');

    const patched = await call('PATCH', `/api/contracts/${moved}`, authorization, {
      cancelByDate: addDays(today, 12),
    });
    expect(patched.statusCode).toBe(200);
    await t.app.reminders.check(at(addDays(today, 4), 9));
    expect(mailTo(email), 'the new date is 8 days off').toHaveLength(1);
    await t.app.reminders.check(at(addDays(today, 5), 9));
    expect(mailTo(email)[1].text).toContain('Last day to cancel: Moved Date (in 7 days)');
    expect(mailTo(email)[1].text).not.toContain('Handled Term');
  });

  it('tries a delivery the mail server refuses for now (4xx) again at a later check, and records a permanent refusal', async () => {
    const temporary = await newUser();
    await storeContracts(t.app, temporary.authorization, [
      contract({ name: 'Retry Plan', cancelByDate: addDays(today, 3) }),
    ]);
    smtp.refuseNext(1, 451, 'Greylisted, try again later');
    const first = at(today, 9);
    await t.app.reminders.check(first);
    expect(mailTo(temporary.email)).toHaveLength(0);
    const [pending] = (await call('GET', '/api/reminders/outbox', temporary.authorization)).json().digests;
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.reason).toContain('Greylisted');
    await t.app.reminders.check(minutesAfter(first, 1));
    expect(mailTo(temporary.email), 'not before its back-off').toHaveLength(0);
    await t.app.reminders.check(minutesAfter(first, 6));
    expect(mailTo(temporary.email)).toHaveLength(1);
    const [sent] = (await call('GET', '/api/reminders/outbox', temporary.authorization)).json().digests;
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, reason: null });

    const permanent = await newUser();
    await storeContracts(t.app, permanent.authorization, [
      contract({ name: 'Bounce Plan', cancelByDate: addDays(today, 3) }),
    ]);
    smtp.refuseNext(1, 550, 'Mailbox unavailable');
    await t.app.reminders.check(first);
    await t.app.reminders.check(minutesAfter(first, 60));
    expect(mailTo(permanent.email)).toHaveLength(0);
    const [failed] = (await call('GET', '/api/reminders/outbox', permanent.authorization)).json().digests;
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.reason).toContain('Mailbox unavailable');
  });

  it('sends a digest again, as the same message, when its instance died between sending and recording it', async () => {
    const { email, authorization } = await newUser();
    await storeContracts(t.app, authorization, [contract({ name: 'Crash Lease', cancelByDate: addDays(today, 2) })]);
    // An instance that delivers the mail and then dies before it can record the fact.
    const real = smtpMailer(smtp.url, 'reminders@renewals.example.test');
    const dying = {
      send: async (mail: Parameters<typeof real.send>[0]) => {
        await real.send(mail);
        await new Promise(() => undefined);
      },
      close: () => real.close(),
    };
    const instant = at(today, 9);
    void runReminderCheck({ db: t.database.db, mailer: dying, appOrigin: APP_ORIGIN, now: instant });
    await expect.poll(() => mailTo(email).length).toBe(1);
    // Its claim holds for a while: another instance leaves the digest alone until then, then sends it again.
    const claimMinutes = CLAIM_MS / 60_000;
    await t.app.reminders.check(minutesAfter(instant, claimMinutes - 1));
    expect(mailTo(email)).toHaveLength(1);
    await t.app.reminders.check(minutesAfter(instant, claimMinutes + 1));
    const [first, again] = mailTo(email);
    expect(again.messageId).toBe(first.messageId);
    expect(again.text).toBe(first.text);
    await t.app.reminders.check(minutesAfter(instant, claimMinutes + 10));
    expect(mailTo(email)).toHaveLength(2);
    expect((await call('GET', '/api/reminders/outbox', authorization)).json().digests[0].status).toBe('sent');
    real.close();
  });

  it('sends each digest once when two instances check at the same moment', async () => {
    const second = await createTestApp(
      { appOrigin: APP_ORIGIN, reminders: remindersConfig(smtp.url) },
      { database: t.database },
    );
    try {
      const recipients = [await newUser(), await newUser(), await newUser()];
      for (const user of recipients)
        await storeContracts(t.app, user.authorization, [
          contract({ name: 'Shared Plan', cancelByDate: addDays(today, 4) }),
        ]);
      const instant = at(today, 9);
      await Promise.all([t.app.reminders.check(instant), second.app.reminders.check(instant)]);
      await Promise.all([
        t.app.reminders.check(minutesAfter(instant, 5)),
        second.app.reminders.check(minutesAfter(instant, 5)),
      ]);
      for (const user of recipients) expect(mailTo(user.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('sends a test message to the recipients, or says why it cannot', async () => {
    const { authorization } = await newUser();
    await saveSettings(authorization, { recipients: ['legal-team@example.com'] });
    const sent = await call('POST', '/api/settings/reminders/test', authorization);
    expect(sent.statusCode).toBe(202);
    const [message] = mailTo('legal-team@example.com');
    expect(message.subject).toBe('Renewal Tracker: test message');

    smtp.refuseNext(1, 550, 'No such user here');
    const refused = await call('POST', '/api/settings/reminders/test', authorization);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(REMINDER_MESSAGES.refused('550 No such user here'));
  });
});

describe('without an SMTP server', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ appOrigin: APP_ORIGIN, reminders: remindersConfig(undefined) });
  });
  afterAll(() => bare.close());

  it('keeps reminders in the outbox as not sent, drops those whose date changed, and refuses a test message', async () => {
    const authorization = await signUp(bare.app, 'no-smtp@example.com');
    const [id] = await storeContracts(bare.app, authorization, [
      contract({ name: 'Outbox Lease', cancelByDate: addDays(today, 3), renewalDate: addDays(today, 33) }),
    ]);
    await bare.app.reminders.check(at(today, 9));
    const get = () => bare.app.inject({ method: 'GET', url: '/api/reminders/outbox', headers: { authorization } });
    const outbox = (await get()).json();
    expect(outbox.emailConfigured).toBe(false);
    expect(outbox.digests).toHaveLength(1);
    expect(outbox.digests[0]).toMatchObject({
      status: 'pending',
      reason: REMINDER_MESSAGES.undelivered,
      recipient: 'no-smtp@example.com',
    });
    expect(
      outbox.digests[0].items.map((item: { kind: string; leadDays: number }) => [item.kind, item.leadDays]),
    ).toEqual([
      ['cancel_by', 7],
      ['renewal', 90],
    ]);

    const test = await bare.app.inject({
      method: 'POST',
      url: '/api/settings/reminders/test',
      headers: { authorization },
    });
    expect(test.statusCode).toBe(409);
    expect(test.json().message).toBe(REMINDER_MESSAGES.notConfigured);

    // The dates move beyond every lead time: the reminders of the old dates are dropped.
    await bare.app.inject({
      method: 'PATCH',
      url: `/api/contracts/${id}`,
      headers: { authorization },
      payload: { cancelByDate: addDays(today, 300), renewalDate: addDays(today, 330) },
    });
    await bare.app.reminders.check(at(today, 10));
    expect((await get()).json().digests).toEqual([]);
  });
});
