import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      databaseUrl: undefined,
      testLogins: true,
      sessionIdleMinutes: 15,
      seedDemo: true,
      idp: { kind: 'mockpass', port: 5156 },
      mail: { kind: 'mailbox' },
      storage: { kind: 'disk' },
      scanner: { kind: 'builtin' },
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ SESSION_IDLE_MINUTES: '0' }, /^Invalid configuration: SESSION_IDLE_MINUTES /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres/],
    [{ TEST_LOGINS: 'yes' }, /^Invalid configuration: TEST_LOGINS /],
    [{ MAIL: 'smtp' }, /^Invalid configuration: SMTP_URL is required when MAIL=smtp\.$/],
    [{ IDP: 'external' }, /^Invalid configuration: IDP_ISSUER is required when IDP=external\.$/],
    [
      { TRUST_PROXY: 'true' },
      /^Invalid configuration: TRUST_PROXY has "true", which is not an IP address or CIDR/,
    ],
    [{ TRUST_PROXY: '10.0.0.1,10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY has "10\.0\.0\.0\/33"/],
    [{ TRUST_PROXY: '10.0.0.1,,10.0.0.2' }, /^Invalid configuration: TRUST_PROXY has ""/],
    [{ TRUST_PROXY: 'fd00::/129' }, /^Invalid configuration: TRUST_PROXY has "fd00::\/129"/],
  ])('stops with one line naming the variable for %j', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(message);
    try {
      loadConfig(environment);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('refuses the embedded conveniences in production unless chosen explicitly', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: IDP must be set in production.',
    );
    const explicit = loadConfig({
      NODE_ENV: 'production',
      IDP: 'mockpass',
      MAIL: 'smtp',
      SMTP_URL: 'smtp://mail.internal:25',
      STORAGE: 'disk',
      SCANNER: 'builtin',
      PUBLIC_URL: 'https://fsmis.example.gov.sg',
    });
    expect(explicit.testLogins).toBe(false);
    expect(explicit.publicUrl).toBe('https://fsmis.example.gov.sg');
    expect(explicit.trustProxy, 'no proxy is trusted unless named').toBe(false);
  });

  it('trusts the forwarding headers of the named proxy addresses and ranges only', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8 ,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
    ]);
  });
});
