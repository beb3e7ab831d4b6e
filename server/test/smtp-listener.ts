import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The SMTP_URL of a listener on `port`, with the login it requires. */
export const smtpListenerUrl = (port: number) =>
  `smtp://reminders:${encodeURIComponent('mail secret')}@127.0.0.1:${port}`;

export interface SmtpListener {
  /** smtp://user:password@127.0.0.1:port: what SMTP_URL would be. */
  url: string;
  /** Every message accepted so far, parsed. */
  messages: ParsedMail[];
  /** The next `count` messages are refused with this reply (451 ... is temporary, 550 ... permanent). */
  refuseNext(count: number, code: number, message: string): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (smtp-server), requiring a login, that parses what it receives; on `port`
 * when given (browser tests configure the server under test with it), else on any free port.
 */
export async function startSmtpListener(port = 0): Promise<SmtpListener> {
  const messages: ParsedMail[] = [];
  let refusals: { count: number; code: number; message: string } | undefined;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'reminders' && auth.password === 'mail secret')
        return callback(null, { user: 'reminders' });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals && refusals.count > 0) {
          refusals.count--;
          const error = Object.assign(new Error(refusals.message), { responseCode: refusals.code });
          return callback(error);
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            messages.push(parsed);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: smtpListenerUrl((server.server.address() as AddressInfo).port),
    messages,
    refuseNext(count, code, message) {
      refusals = { count, code, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
