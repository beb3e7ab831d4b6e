import path from 'node:path';

/** Server configuration, read once from the environment. Every value has a safe default so `npm start` needs none. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** The browser origin the app is served from; used for CORS-free redirects and postMessage targets. */
  appOrigin: string;
  /** Lifetime of a sign-in token, in seconds. */
  tokenTtlSeconds: number;
  /** Signing and encryption keys from the environment; when absent they are generated into `dataDir`. */
  jwtSecret: string | undefined;
  credentialsKey: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  /** Directory holding the built front end; served when it exists. */
  webDistDir: string;
  loginRateLimit: { perIpPerMinute: number; perAccountPer15Minutes: number };
  google: GoogleConfig;
  search: SearchConfig;
  reminders: RemindersConfig;
}

export interface RemindersConfig {
  /** How often this instance looks for reminders that are due, in seconds (0 turns the check off here). */
  checkSeconds: number;
  /** `smtp://` or `smtps://` with credentials in the URL; absent, reminders wait in each user's outbox. */
  smtpUrl: string | undefined;
  /** The From of reminder e-mails. */
  mailFrom: string;
}

export interface SearchConfig {
  /** Run searches in this process (every instance does by default; a web-only instance can opt out). */
  runInProcess: boolean;
  /** Searches run at once by this instance. */
  workers: number;
  /** Documents read per search at most. */
  maxItems: number;
  /** How long a claimed search may go without its instance renewing the claim before another takes it over. */
  leaseMs: number;
  /** Searches one user may have running at once. */
  maxRunningPerUser: number;
  /** Keep the Vault matters searches create (for audit) instead of closing and deleting them afterwards. */
  keepVaultMatters: boolean;
  /** How often a Vault export's state is read. */
  vaultPollMs: number;
}

export interface GoogleConfig {
  /** OAuth web client; without both, only service-account connections are offered. */
  clientId: string | undefined;
  clientSecret: string | undefined;
  redirectUri: string;
  /** Replaces every Google host (tests and sandboxes); undefined means Google's real hosts. */
  apiBaseUrl: string | undefined;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

function smtpUrlFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000, 'PORT');
  return {
    port,
    host: env.HOST || 'localhost',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    appOrigin: (env.APP_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, ''),
    tokenTtlSeconds: intFrom(env.TOKEN_TTL_SECONDS, 12 * 60 * 60, 'TOKEN_TTL_SECONDS'),
    jwtSecret: env.JWT_SECRET || undefined,
    credentialsKey: env.CREDENTIALS_KEY || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    webDistDir: path.resolve(env.WEB_DIST_DIR || './dist'),
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
      redirectUri:
        env.GOOGLE_REDIRECT_URI ||
        `${(env.APP_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, '')}/api/google/callback`,
      apiBaseUrl: env.GOOGLE_API_BASE_URL ? env.GOOGLE_API_BASE_URL.replace(/\/+$/, '') : undefined,
    },
    search: {
      runInProcess: env.SEARCH_RUNNER !== 'off',
      workers: Math.max(1, intFrom(env.SEARCH_WORKERS, 2, 'SEARCH_WORKERS')),
      maxItems: Math.max(1, intFrom(env.SEARCH_MAX_ITEMS, 500, 'SEARCH_MAX_ITEMS')),
      leaseMs: Math.max(1000, intFrom(env.SEARCH_LEASE_MS, 30_000, 'SEARCH_LEASE_MS')),
      maxRunningPerUser: Math.max(1, intFrom(env.SEARCH_MAX_RUNNING_PER_USER, 3, 'SEARCH_MAX_RUNNING_PER_USER')),
      keepVaultMatters: env.SEARCH_KEEP_VAULT_MATTERS === 'true',
      vaultPollMs: Math.max(100, intFrom(env.SEARCH_VAULT_POLL_MS, 10_000, 'SEARCH_VAULT_POLL_MS')),
    },
    reminders: {
      checkSeconds: intFrom(env.REMINDERS_CHECK_SECONDS, 300, 'REMINDERS_CHECK_SECONDS'),
      smtpUrl: smtpUrlFrom(env.SMTP_URL),
      mailFrom:
        env.MAIL_FROM || `Renewal Tracker <reminders@${new URL(env.APP_ORIGIN || 'http://localhost').hostname}>`,
    },
    loginRateLimit: {
      perIpPerMinute: intFrom(env.LOGIN_RATE_LIMIT_PER_IP, 30, 'LOGIN_RATE_LIMIT_PER_IP'),
      perAccountPer15Minutes: intFrom(env.LOGIN_RATE_LIMIT_PER_ACCOUNT, 10, 'LOGIN_RATE_LIMIT_PER_ACCOUNT'),
    },
  };
}
