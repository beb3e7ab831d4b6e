/** What the reminders say to users, in one place; the mock backend answers with the same words. */
export const REMINDER_MESSAGES = {
  /** Why a digest waits in the outbox. */
  undelivered: 'E-mail is not configured on this server (SMTP_URL), so this digest has not been sent.',
  notConfigured:
    'E-mail is not configured on this server: set SMTP_URL (and MAIL_FROM) to send reminders. Until then they wait in the outbox.',
  noRecipients: 'recipients: add an address to send the test message to.',
  refused: (reason: string) => `The mail server did not take the test message: ${reason}`,
} as const;
