import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
  });

  it('stops the start on anything else', () => {
    for (const value of ['on', 'true', '0', '11', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
  });
});

describe('sign-in limits', () => {
  it('default to slowing an address after 100 failures, and refuse nonsense', () => {
    expect(loadConfig({}).signIn).toEqual({ addressFailures: 100, slowdownMs: 2000 });
    expect(() => loadConfig({ SIGN_IN_ADDRESS_FAILURES: '0' })).toThrow(ConfigError);
  });
});

describe('PUSH_SERVICES', () => {
  it("defaults to the browsers' push services, refuses private addresses, and takes a list of host names", () => {
    expect(loadConfig({}).push).toEqual({
      services: ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'],
      allowPrivateAddresses: false,
    });
    expect(
      loadConfig({ PUSH_SERVICES: 'Push.Example.in, fcm.googleapis.com', PUSH_PRIVATE_ADDRESSES: 'allow' }).push,
    ).toEqual({ services: ['push.example.in', 'fcm.googleapis.com'], allowPrivateAddresses: true });
  });

  it('stops the start on an address, a URL or nothing', () => {
    for (const value of ['127.0.0.1', 'https://fcm.googleapis.com', ',', 'fcm.googleapis.com/path']) {
      expect(() => loadConfig({ PUSH_SERVICES: value }), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ PUSH_PRIVATE_ADDRESSES: 'yes' })).toThrow(ConfigError);
  });
});

describe('BOARD_STREAMS_PER_ADDRESS', () => {
  it('defaults to 50 and refuses nonsense', () => {
    expect(loadConfig({}).boardStreamsPerAddress).toBe(50);
    expect(loadConfig({ BOARD_STREAMS_PER_ADDRESS: '2000' }).boardStreamsPerAddress).toBe(2000);
    for (const value of ['0', '-1', 'many'])
      expect(() => loadConfig({ BOARD_STREAMS_PER_ADDRESS: value }), value).toThrow(ConfigError);
  });
});

describe('CHECK_IN_CODE_MINUTES', () => {
  it('defaults to 5 minutes, takes 1 to 60, and stops the start on anything else', () => {
    expect(loadConfig({}).checkInCodeMinutes).toBe(5);
    expect(loadConfig({ CHECK_IN_CODE_MINUTES: '15' }).checkInCodeMinutes).toBe(15);
    for (const value of ['0', '61', '2.5', 'five']) {
      expect(() => loadConfig({ CHECK_IN_CODE_MINUTES: value }), value).toThrow(/CHECK_IN_CODE_MINUTES/);
    }
  });
});

describe('DATABASE_URL', () => {
  it('names one PostgreSQL server, or the primary and its standbys', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://parchee@db.internal:5432/parchee' }).databaseUrl).toBe(
      'postgres://parchee@db.internal:5432/parchee',
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://parchee@db1.internal:5432,db2.internal:5433/parchee' }).databaseUrl,
    ).toBe('postgres://parchee@db1.internal:5432,db2.internal:5433/parchee');
  });

  it('stops the start on another kind of URL or a host list it cannot read', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db.internal/parchee' })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL/,
    );
    for (const value of ['postgres://parchee@db1:5432,,db2/parchee', 'postgres://parchee@db1:70000/parchee']) {
      expect(() => loadConfig({ DATABASE_URL: value }), value).toThrow(/DATABASE_URL names/);
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default (no /metrics), and takes a token of 32 characters or more without spaces', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(64) }).metricsToken).toBe('a'.repeat(64));
    for (const value of ['short', 'a'.repeat(31), `${'a'.repeat(20)} ${'b'.repeat(20)}`]) {
      expect(() => loadConfig({ METRICS_TOKEN: value }), value).toThrow(/METRICS_TOKEN/);
    }
  });
});

describe('OVERLOAD_EVENT_LOOP_DELAY_MS', () => {
  it('defaults to 1000 ms, takes 0 (off) to 60000, and stops the start on anything else', () => {
    expect(loadConfig({}).overloadEventLoopDelayMs).toBe(1000);
    expect(loadConfig({ OVERLOAD_EVENT_LOOP_DELAY_MS: '0' }).overloadEventLoopDelayMs).toBe(0);
    expect(loadConfig({ OVERLOAD_EVENT_LOOP_DELAY_MS: '250' }).overloadEventLoopDelayMs).toBe(250);
    for (const value of ['-1', '60001', '2.5', 'fast']) {
      expect(() => loadConfig({ OVERLOAD_EVENT_LOOP_DELAY_MS: value }), value).toThrow(/OVERLOAD_EVENT_LOOP_DELAY_MS/);
    }
  });
});

describe('backups', () => {
  it('are off by default, keep 48, and take a folder with a period in minutes', () => {
    expect(loadConfig({}).backups).toEqual({ dir: undefined, everyMinutes: null, keep: 48 });
    expect(loadConfig({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY_MINUTES: '30', BACKUP_KEEP: '10' }).backups).toEqual({
      dir: '/srv/backups',
      everyMinutes: 30,
      keep: 10,
    });
    expect(loadConfig({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY_MINUTES: 'off' }).backups.everyMinutes).toBeNull();
  });

  it('stop the start on a period without a folder, or nonsense', () => {
    expect(() => loadConfig({ BACKUP_EVERY_MINUTES: '60' })).toThrow(/BACKUP_EVERY_MINUTES needs BACKUP_DIR/);
    for (const value of ['0', '10081', '1.5', 'hourly', '-5']) {
      expect(() => loadConfig({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY_MINUTES: value }), value).toThrow(
        /BACKUP_EVERY_MINUTES must be/,
      );
    }
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(ConfigError);
  });
});

describe('PRIVACY_NOTICE_VERSION', () => {
  it('has a fixed default, takes a short version, and stops the start on anything else', () => {
    expect(loadConfig({}).privacyNoticeVersion).toBe('2026-11');
    expect(loadConfig({ PRIVACY_NOTICE_VERSION: ' 2027-03.1 ' }).privacyNoticeVersion).toBe('2027-03.1');
    for (const value of ['', 'march 2027', '2027/03', 'x'.repeat(21), '<b>']) {
      expect(() => loadConfig({ PRIVACY_NOTICE_VERSION: value }), value).toThrow(/PRIVACY_NOTICE_VERSION/);
    }
  });
});

describe('retention', () => {
  it('keeps an erased account’s health records 3 years and the outbox’s messages 90 days unless told', () => {
    expect(loadConfig({}).retention).toEqual({ recordYears: 3, outboxKeepDays: 90 });
    expect(loadConfig({ RECORD_RETENTION_YEARS: '8', OUTBOX_KEEP_DAYS: '30' }).retention).toEqual({
      recordYears: 8,
      outboxKeepDays: 30,
    });
  });

  it('stops the start on a period it cannot keep', () => {
    for (const value of ['0', '101', '2.5', 'forever', '-3']) {
      expect(() => loadConfig({ RECORD_RETENTION_YEARS: value }), value).toThrow(
        /RECORD_RETENTION_YEARS must be a whole number of years from 1 to 100/,
      );
    }
    for (const value of ['0', '3651', '1.5', 'quarterly']) {
      expect(() => loadConfig({ OUTBOX_KEEP_DAYS: value }), value).toThrow(
        /OUTBOX_KEEP_DAYS must be a whole number of days from 1 to 3650/,
      );
    }
  });
});
