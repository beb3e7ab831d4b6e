import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** A message as the reminders send it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Fixed per digest: the same digest sent again is the same message to the recipient's mail system. */
  messageId?: string;
}

/** Why a delivery failed, and whether trying again later may help (the SMTP server said 4xx, or was unreachable). */
export class DeliveryFailed extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
  }
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Sends through the SMTP server of `smtpUrl` (nodemailer; credentials and TLS from the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as SMTPTransport.Options);
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (error) {
        throw deliveryFailure(error);
      }
    },
    close: () => transport.close(),
  };
}

/** An SMTP reply code of 5xx is a refusal for good; 4xx, a dropped connection or a time-out may pass. */
export function deliveryFailure(error: unknown): DeliveryFailed {
  const { responseCode, response, message } = error as { responseCode?: number; response?: string; message?: string };
  const reason = (response ?? message ?? String(error)).slice(0, 500);
  return new DeliveryFailed(reason, !(responseCode && responseCode >= 500));
}
