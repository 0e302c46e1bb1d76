import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_APPEAL_PERIOD_DAYS,
  DEFAULT_RENEWAL_REMINDER_DAYS,
  DEFAULT_RENEWAL_WINDOW_DAYS,
} from '@fsmis/domain';
import { z } from 'zod';

/**
 * The only module that reads the environment. Every variable name here is a contract that
 * scripts, tests and deployments rely on (see the README's configuration table).
 */

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '..', '..');

const onOff = z.enum(['on', 'off']);
const port = z.coerce.number().int().min(0).max(65535);

/** `10.0.0.1`, `10.0.0.0/8`, `fd00::/8`: an address, or a range of them by prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const proxyAddresses = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .superRefine((entries, context) => {
    const invalid = entries.find((entry) => !isAddressOrRange(entry));
    if (invalid !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `has "${invalid}", which is not an IP address or CIDR range (e.g. 10.0.0.1,10.0.0.0/8)`,
      });
    }
  });

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  TRUST_PROXY: proxyAddresses.optional(),
  PUBLIC_URL: z.url().optional(),
  CONSOLE_URL: z
    .url()
    .refine(
      (url) => /^https?:\/\/[^/]+\/officer\/$/.test(url),
      'must be an http(s) origin followed by /officer/',
    )
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  TEST_LOGINS: onOff.optional(),
  TEST_LOGIN_PASSWORD: z.string().min(1).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  SEED_DEMO: onOff.default('on'),
  IDP: z.enum(['mockpass', 'external']).optional(),
  IDP_ISSUER: z.url().optional(),
  IDP_CLIENT_ID: z.string().min(1).optional(),
  MOCKPASS_PORT: port.default(5156),
  MAIL: z.enum(['mailbox', 'smtp']).optional(),
  MAIL_FROM: z.string().min(3).default('FSMIS Portal <no-reply@fsmis.example>'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Seconds before an e-mail the mail server refused is tried again; doubled each time, up to an hour. */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Whether this instance runs the timed jobs (reminders, expiry, scans): once per period across instances. */
  TIMED_JOBS: onOff.default('on'),
  STORAGE: z.enum(['disk', 'azure']).optional(),
  AZURE_STORAGE_CONNECTION_STRING: z.string().min(1).optional(),
  SCANNER: z.enum(['builtin', 'clamd']).optional(),
  CLAMD_HOST: z.string().min(1).default('127.0.0.1'),
  CLAMD_PORT: port.default(3310),
  ATTACHMENT_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
  RENEWAL_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_RENEWAL_WINDOW_DAYS),
  RENEWAL_REMINDER_DAYS: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3})*$/, 'must be whole days separated by commas, e.g. 90,60,30')
    .default(DEFAULT_RENEWAL_REMINDER_DAYS.join(',')),
  APPEAL_PERIOD_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_APPEAL_PERIOD_DAYS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  OFFICER_DIST_DIR: z.string().min(1).optional(),
});

type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** The reverse proxies whose X-Forwarded-* headers count; false: none (the client is its socket's peer). */
  trustProxy: string[] | false;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  testLogins: boolean;
  testLoginPassword: string | undefined;
  sessionIdleMinutes: number;
  seedDemo: boolean;
  idp:
    | { kind: 'mockpass'; port: number; issuer: string; clientId: string }
    | { kind: 'external'; issuer: string; clientId: string };
  mail: { kind: 'mailbox'; from: string } | { kind: 'smtp'; url: string; from: string };
  /** The job queue: how soon a refused e-mail is tried again, and whether the timed jobs run here. */
  jobs: { emailRetrySeconds: number; timed: boolean };
  storage: { kind: 'disk'; directory: string } | { kind: 'azure'; connectionString: string };
  scanner: { kind: 'builtin' } | { kind: 'clamd'; host: string; port: number };
  attachmentMaxBytes: number;
  /** A recognition's renewal: due this many days before expiry, reminded on these days before it. */
  renewal: { windowDays: number; reminderDays: readonly number[] };
  /** The days a company has to appeal against a suspension. */
  appealPeriodDays: number;
  logLevel: Environment['LOG_LEVEL'];
  webDistDir: string;
  /** The officers' console's build, served under /officer/. */
  officerDistDir: string;
  /**
   * Where the officers' console lives when it has a host of its own (`CONSOLE_URL`); null when this
   * server serves it under /officer/. Officers who reach the portal are sent there either way.
   */
  consoleUrl: string | null;
  repoRoot: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Builds the configuration from an environment, or throws a ConfigError naming the variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(withoutEmptyValues(environment));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}.`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://${displayHost(env.HOST)}:${env.PORT}`).replace(/\/$/, '');

  return {
    production,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY ?? false,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    testLogins: (env.TEST_LOGINS ?? (production ? 'off' : 'on')) === 'on',
    testLoginPassword: env.TEST_LOGIN_PASSWORD,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    seedDemo: env.SEED_DEMO === 'on',
    idp: identityProvider(env, production),
    mail: mail(env, production),
    jobs: { emailRetrySeconds: env.MAIL_RETRY_SECONDS, timed: env.TIMED_JOBS === 'on' },
    storage: storage(env, production, dataDir),
    scanner: scanner(env, production),
    attachmentMaxBytes: env.ATTACHMENT_MAX_MB * 1024 * 1024,
    renewal: {
      windowDays: env.RENEWAL_WINDOW_DAYS,
      reminderDays: [...new Set(env.RENEWAL_REMINDER_DAYS.split(',').map(Number))].sort((a, b) => b - a),
    },
    appealPeriodDays: env.APPEAL_PERIOD_DAYS,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    officerDistDir: path.resolve(repoRoot, env.OFFICER_DIST_DIR ?? 'apps/officer/dist'),
    consoleUrl:
      env.CONSOLE_URL && new URL(env.CONSOLE_URL).origin !== new URL(publicUrl).origin
        ? env.CONSOLE_URL
        : null,
    repoRoot,
  };
}

/** Production refuses the embedded conveniences unless they are chosen explicitly. */
function embeddedDefault<T extends string>(
  value: T | undefined,
  embedded: T,
  variable: string,
  production: boolean,
): T {
  if (value !== undefined) return value;
  if (production) throw new ConfigError(`Invalid configuration: ${variable} must be set in production.`);
  return embedded;
}

function required<T>(value: T | undefined, variable: string, reason: string): T {
  if (value === undefined) throw new ConfigError(`Invalid configuration: ${variable} is required ${reason}.`);
  return value;
}

function identityProvider(env: Environment, production: boolean): Config['idp'] {
  const kind = embeddedDefault(env.IDP, 'mockpass', 'IDP', production);
  if (kind === 'mockpass') {
    return {
      kind,
      port: env.MOCKPASS_PORT,
      issuer: `http://127.0.0.1:${env.MOCKPASS_PORT}/corppass/v2`,
      clientId: env.IDP_CLIENT_ID ?? 'fsmis-portal',
    };
  }
  return {
    kind,
    issuer: required(env.IDP_ISSUER, 'IDP_ISSUER', 'when IDP=external'),
    clientId: required(env.IDP_CLIENT_ID, 'IDP_CLIENT_ID', 'when IDP=external'),
  };
}

function mail(env: Environment, production: boolean): Config['mail'] {
  const kind = embeddedDefault(env.MAIL, 'mailbox', 'MAIL', production);
  if (kind === 'mailbox') return { kind, from: env.MAIL_FROM };
  return { kind, from: env.MAIL_FROM, url: required(env.SMTP_URL, 'SMTP_URL', 'when MAIL=smtp') };
}

function storage(env: Environment, production: boolean, dataDir: string): Config['storage'] {
  const kind = embeddedDefault(env.STORAGE, 'disk', 'STORAGE', production);
  if (kind === 'disk') return { kind, directory: path.join(dataDir, 'files') };
  return {
    kind,
    connectionString: required(
      env.AZURE_STORAGE_CONNECTION_STRING,
      'AZURE_STORAGE_CONNECTION_STRING',
      'when STORAGE=azure',
    ),
  };
}

function scanner(env: Environment, production: boolean): Config['scanner'] {
  const kind = embeddedDefault(env.SCANNER, 'builtin', 'SCANNER', production);
  if (kind === 'builtin') return { kind };
  return { kind, host: env.CLAMD_HOST, port: env.CLAMD_PORT };
}

function withoutEmptyValues(environment: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

function displayHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}
