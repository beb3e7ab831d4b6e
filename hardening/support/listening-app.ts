// The real application listening on a loopback port, on a database of its own (PGlite, or PostgreSQL when
// DATABASE_URL is set), with tokens the suites can forge and expire.
import type { Config } from '../../server/config';
import { createTestApp, signUp, type TestApp } from '../../server/test/test-app';
import type { Tokens } from './hostile-requests';

export interface ListeningApp extends TestApp {
  origin: string;
  /** Signs up a user; answers the bare token. */
  userToken(email: string): Promise<string>;
  tokensFor(validToken: string): Tokens;
}

export async function listeningApp(overrides: Partial<Config> = {}): Promise<ListeningApp> {
  const testApp = await createTestApp(overrides);
  const origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...testApp,
    origin,
    userToken: async (email) => (await signUp(testApp.app, email)).replace('Bearer ', ''),
    tokensFor(valid) {
      const { sub } = testApp.app.jwt.decode<{ sub: string }>(valid)!;
      return {
        valid,
        expired: testApp.app.jwt.sign({ sub }, { expiresIn: -10 }),
        // The same claims with the signature replaced, and the classic "alg: none" token.
        forged: `${valid.split('.').slice(0, 2).join('.')}.${Buffer.from('forged').toString('base64url')}`,
        unsigned: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${valid.split('.')[1]}.`,
      };
    },
  };
}
