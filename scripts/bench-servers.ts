// What the bench's sections share: starting and stopping servers as child processes on 127.0.0.1, the
// operator's tool on a data folder, and signing in over HTTP.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

export const HOST = '127.0.0.1';

export function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function waitFor(url: string, tries = 150): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function admin(dataDir: string, args: string[]): { users: { id: number }[] } {
  const out = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'off' },
    encoding: 'utf8',
  });
  const last = out.stdout.trim().split('\n').pop() ?? '{}';
  const parsed = JSON.parse(last);
  if (parsed.error) throw new Error(parsed.error);
  return parsed;
}

/**
 * Signs a patient (or, with doctor-login, a doctor) in with the bench's password; `address` is the client
 * address the proxy in front reports (X-Forwarded-For). Answers the headers of the session's calls.
 */
export async function signIn(base: string, phone: string, address?: string, call = 'patient-login'): Promise<Record<string, string>> {
  const forwarded: Record<string, string> = address ? { 'x-forwarded-for': address } : {};
  const first = await fetch(`${base}/api/get-cities.json`, { headers: forwarded });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${base}/api/${call}.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}`, ...forwarded },
    body: JSON.stringify({ phone_number: phone, password: 'Bench#1234' }),
  });
  const cookies = login.headers.get('set-cookie') ?? '';
  const sid = /sid=([^;]+)/.exec(cookies)?.[1];
  if (!sid) throw new Error(`bench sign-in failed: ${login.status}`);
  // The CSRF token is the session's own from sign-in on.
  const sessionXsrf = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? xsrf;
  return { 'content-type': 'application/json', 'x-xsrf-token': sessionXsrf, cookie: `XSRF-TOKEN=${sessionXsrf}; sid=${sid}`, ...forwarded };
}

/** The real server on its own SQLite folder, without demo data, started and answering. */
export async function startApp(dataDir: string, port: number, env: Record<string, string>): Promise<{ server: ChildProcess; base: string }> {
  const server = start(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { DATA_DIR: dataDir, PORT: String(port), HOST, DEMO_DATA: 'off', LOG_LEVEL: 'warn', ...env });
  const base = `http://${HOST}:${port}`;
  try {
    await waitFor(`${base}/api/get-cities.json`);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { server, base };
}
