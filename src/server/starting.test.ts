// The port while the server prepares its database (starting.ts): alive, not ready, and free again for the app.
import net from 'node:net';
import { expect, it } from 'vitest';
import { answerWhileStarting } from './starting';

const HOST = '127.0.0.1';

it('answers /healthz 200 and everything else, /readyz first, 503 with Retry-After; then frees the port', async () => {
  const starting = await answerWhileStarting(0, HOST);
  const base = `http://${HOST}:${starting.port}`;
  try {
    const alive = await fetch(`${base}/healthz`);
    expect([alive.status, await alive.json()]).toEqual([200, { status: 'ok' }]);
    for (const [method, path] of [
      ['GET', '/readyz'],
      ['GET', '/metrics'],
      ['POST', '/api/patient-login.json'],
      ['GET', '/home'],
    ]) {
      const answer = await fetch(`${base}${path}`, { method });
      expect([answer.status, answer.headers.get('retry-after'), await answer.json()], path).toEqual([
        503,
        '5',
        { status: 'starting' },
      ]);
    }
  } finally {
    await starting.stop();
  }
  // The app can listen on the same port at once.
  const app = net.createServer();
  await new Promise<void>((resolve, reject) => app.once('error', reject).listen(starting.port, HOST, resolve));
  await new Promise<void>((resolve) => app.close(() => resolve()));
});
