// API tests run the real app through app.inject() on a fresh database: a SQLite file in a temporary folder,
// or, when TEST_ENGINE=postgres, a new PostgreSQL database made from TEST_DATABASE_URL and dropped after.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { CallName, RequestOf } from '../../shared/contract/catalogue';
import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/contract/csrf';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../shared/demo-accounts';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Platform } from '../platform/platform';
import { hashSecret, newSecret } from '../platform/tokens';
import { callOfPath, checkResult } from './answer-check';
import { LIMITS_OFF } from './limits-off';

export interface TestAppOptions {
  demo?: boolean;
  now?: () => Date;
  pushAgentOptions?: https.AgentOptions;
  /** More settings, as the environment would give them (a test may lower a limit). */
  env?: Record<string, string>;
  /** A folder with a built web app (its index.html) to serve; none by default. */
  webRoot?: string;
  /** Where the log goes (with LOG_LEVEL set in `env`: it is silent otherwise). */
  logStream?: NodeJS.WritableStream;
}

export interface TestApp {
  app: FastifyInstance;
  /** The configuration the app was built with (a second instance on the same database uses it too). */
  config: AppConfig;
  platform: Platform;
  /** A new browser-like client with its own cookie jar. */
  client(address?: string): TestClient;
  /** A client with a session for any user id, made directly (no password hashing: for tests with many users). */
  clientFor(userId: number): Promise<TestClient>;
  /** A client signed in as one of the demo accounts. */
  demoClient(account: keyof typeof DEMO_ACCOUNTS): Promise<TestClient>;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  body: { response: string; message?: string; error?: string; errors?: Record<string, string>; result?: any };
  headers: Record<string, unknown>;
  raw: string;
  /** The body's bytes as sent (a gzipped answer's too). */
  bytes: Buffer;
}

const SIGN_IN_CALL = {
  patient: 'patient-login',
  doctor: 'doctor-login',
  hospital: 'doctor-login',
  lab: 'lab-login',
  operator: 'operator-login',
} as const;

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly address: string,
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(response: { cookies: { name: string; value: string; expires?: Date; maxAge?: number }[] }) {
    for (const c of response.cookies) {
      const expired = c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0;
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  /** Fetches the CSRF cookie (of this client's session, if it has one) the way a page load would. */
  async prime(): Promise<void> {
    if (this.cookies.has(CSRF_COOKIE)) return;
    const headers = this.cookies.size ? { cookie: this.cookieHeader() } : {};
    const response = await this.app.inject({
      method: 'GET',
      url: '/api/get-cities.json',
      headers,
      remoteAddress: this.address,
    });
    this.keep(response);
  }

  /**
   * POSTs a raw body (JSON text or multipart) with the CSRF header unless told otherwise. A call's successful
   * result must match its contract (answer-check.ts), or the test fails here.
   */
  async post(
    url: string,
    body: string | Buffer,
    options: {
      contentType?: string;
      csrf?: 'send' | 'omit' | 'wrong' | { token: string };
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    await this.prime();
    const headers: Record<string, string> = {
      'content-type': options.contentType ?? 'application/json',
      ...options.headers,
    };
    const csrf = options.csrf ?? 'send';
    if (csrf !== 'omit')
      headers[CSRF_HEADER.toLowerCase()] =
        typeof csrf === 'object'
          ? csrf.token
          : csrf === 'wrong'
            ? 'not-the-token'
            : (this.cookies.get(CSRF_COOKIE) ?? '');
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const response = await this.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers,
      remoteAddress: this.address,
    });
    this.keep(response);
    let parsed: Answer['body'];
    try {
      parsed = JSON.parse(response.body);
    } catch {
      parsed = { response: 'not-json' };
    }
    const call = callOfPath(url);
    if (call && response.statusCode === 200 && parsed.response === 'success' && 'result' in parsed) {
      checkResult(call, parsed.result);
    }
    return {
      status: response.statusCode,
      body: parsed,
      headers: response.headers,
      raw: response.body,
      bytes: response.rawPayload,
    };
  }

  /** Calls an API entry with a JSON body (or any object an older client might send). */
  call<N extends CallName>(
    name: N,
    payload: RequestOf<N> | Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<Answer> {
    return this.post(`/api/${name}.json`, JSON.stringify(payload), { headers });
  }

  /** Calls an API entry as multipart, the way a form with a file field is sent. */
  async callMultipart(
    name: CallName,
    fields: Record<string, string | Blob>,
    headers?: Record<string, string>,
  ): Promise<Answer> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      if (v instanceof Blob) form.append(k, v, 'upload');
      else form.append(k, v);
    }
    const request = new Request('http://test.local/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    return this.post(`/api/${name}.json`, body, { contentType: request.headers.get('content-type')!, headers });
  }

  async signIn(
    kind: keyof typeof SIGN_IN_CALL,
    phone: string,
    password: string,
    headers?: Record<string, string>,
  ): Promise<Answer> {
    return this.call(SIGN_IN_CALL[kind], { phone_number: phone, password }, headers);
  }
}

async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `parchee_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // The app's pool resolves its end() before the server has seen every connection close; forcing the
      // drop then would kill those connections mid-goodbye and their clients raise 57P01 with no listener.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const open = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-test-'));
  const postgres = engine === 'postgres' ? await freshPostgresDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url,
    LOG_LEVEL: 'silent',
    DEMO_DATA: options.demo === false ? 'off' : 'on',
    APP_BASE_URL: 'http://localhost:3000',
    // API tests call, book and order far faster and more often than any family; the tests of these
    // limits set them lower.
    ...LIMITS_OFF,
    // Two test workers and whatever else shares the machine can stall a test's event loop for a second,
    // which the overload gate would take for a rush; its own test (overload.api.test.ts) sets a limit.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const app = await buildApp(config, {
    webRoot: options.webRoot ?? null,
    now: options.now,
    pushAgentOptions: options.pushAgentOptions,
    logStream: options.logStream,
  });
  let addresses = 0;
  const client = (address?: string) => new TestClient(app, address ?? `127.0.1.${(addresses += 1) % 250}`);
  return {
    app,
    config,
    platform: app.platform,
    client,
    async clientFor(userId) {
      const c = client();
      const token = newSecret();
      const now = app.platform.now().getTime();
      await app.platform.db
        .insertInto('sessions')
        .values({
          token_hash: hashSecret(token),
          user_id: userId,
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + 365 * 24 * 3600_000).toISOString(),
        })
        .execute();
      c.cookies.set('sid', token);
      return c;
    },
    async demoClient(account) {
      const c = client();
      const answer = await c.signIn(account, DEMO_ACCOUNTS[account].phone_number, DEMO_PASSWORD);
      if (answer.status !== 200) throw new Error(`demo sign-in as ${account} failed: ${answer.raw}`);
      return c;
    },
    async close() {
      await app.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
