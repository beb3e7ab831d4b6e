import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance as App } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { startFakeGoogle, type FakeGoogle } from '../../fake-google/fake-google';
import { fakeGoogleConfig } from './google-helpers';
import { createTestApp, signUp, type TestApp } from './test-app';

// Apart from test-app.ts, which the benchmark scripts import outside vitest.

/** The test app a test file shares, as `useTestApp` hands it out: valid once the file's first `beforeAll` ran. */
export interface SharedTestApp<Name extends string> {
  readonly app: App;
  readonly database: DatabaseHandle;
  /** Each named user's bearer header, signed up in the same `beforeAll`. */
  readonly users: Readonly<Record<Name, string>>;
}

/** Starts one app for the calling test file (vitest `beforeAll`, closed in `afterAll`) and signs up `users`
 * (name → e-mail), so a file states whom it needs instead of repeating the set-up. */
export function useTestApp<Name extends string = never>(
  users: Record<Name, string> = {} as Record<Name, string>,
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  options: Parameters<typeof createTestApp>[1] = {},
): SharedTestApp<Name> {
  let started: TestApp | undefined;
  const signedIn = {} as Record<Name, string>;
  beforeAll(async () => {
    started = await createTestApp(typeof overrides === 'function' ? overrides() : overrides, options);
    for (const [name, email] of Object.entries(users) as [Name, string][]) {
      signedIn[name] = await signUp(started.app, email);
    }
  });
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error('the shared test app is used before its beforeAll ran');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    users: signedIn,
  };
}

/** `useTestApp` whose app talks to a fake Google of the file's own, started before it and closed after it. */
export function useTestAppWithGoogle<Name extends string = never>(
  users: Record<Name, string> = {} as Record<Name, string>,
  overrides: Partial<Config> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): SharedTestApp<Name> & { readonly google: FakeGoogle } {
  let google: FakeGoogle | undefined;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  // Registered first, so it runs last: vitest runs afterAll hooks as a stack, and the app closes before Google.
  afterAll(() => google?.close());
  const shared = useTestApp(users, () => ({ ...overrides, google: fakeGoogleConfig(google!) }), options);
  return Object.defineProperty(shared, 'google', {
    get() {
      if (!google) throw new Error('the fake Google is used before its beforeAll ran');
      return google;
    },
  }) as SharedTestApp<Name> & { readonly google: FakeGoogle };
}
