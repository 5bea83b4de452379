// `npm run bench`'s flood section (BENCH_ONLY=flood runs it alone): another user's latency while one session
// floods the server, without and with the request limits, each on a server and SQLite folder of its own.
import { LIMITS_OFF } from '../src/server/testing/limits-off';
import { admin, newStore, removeStore, SECONDS, signIn, start, startApp, stop } from './bench-servers';

const PORT = 3393;

/** One session sending 1,000 calls at once, again as soon as they are answered, until stopped. */
const FLOOD_SCRIPT = `const { FLOOD_URL: url, FLOOD_HEADERS: headers, FLOOD_BODY: body } = process.env;
  const seen = {};
  const call = () => fetch(url, { method: 'POST', headers: JSON.parse(headers), body })
    .then(async (r) => { await r.arrayBuffer(); seen[r.status] = (seen[r.status] ?? 0) + 1; })
    .catch((e) => { seen[e.cause?.code ?? 'error'] = (seen[e.cause?.code ?? 'error'] ?? 0) + 1; });
  process.on('SIGTERM', () => { console.error('  flooding session got ' + JSON.stringify(seen)); process.exit(0); });
  (async () => { for (;;) await Promise.all(Array.from({ length: 1000 }, call)); })();`;

/** The 95th percentile of a list of latencies. */
const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.95)] ?? NaN;

/**
 * One patient (B) reads the doctor list one call after another for the whole time, as a person
 * refreshing does, and B's p95 is taken: alone, then while another patient's session (A, at another
 * address behind the same proxy) fires 1,000 calls at once, again and again.
 */
async function floodFigures(limits: Record<string, string>) {
  const store = newStore();
  admin(store, [
    'create-user',
    '--role',
    'doctor',
    '--phone',
    '9500000000',
    '--password',
    'Bench#1234',
    '--name',
    'Bench Doctor',
  ]);
  admin(store, [
    'create-user',
    '--role',
    'patient',
    '--phone',
    '9500000001',
    '--password',
    'Bench#1234',
    '--name',
    'Flooding Patient',
  ]);
  admin(store, [
    'create-user',
    '--role',
    'patient',
    '--phone',
    '9500000002',
    '--password',
    'Bench#1234',
    '--name',
    'Waiting Patient',
  ]);
  // Both patients come through one proxy (TRUST_PROXY), each from an address of their own.
  const { server, base } = await startApp(store, PORT, { TRUST_PROXY: '1', ...limits });
  try {
    const flooder = await signIn(base, '9500000001', '10.0.0.1');
    const waiter = await signIn(base, '9500000002', '10.0.0.2');
    const idOf = async (headers: Record<string, string>) =>
      (
        (await (await fetch(`${base}/api/get-current-user.json`, { method: 'POST', headers, body: '{}' })).json()) as {
          result: { id: number };
        }
      ).result.id;
    const read = (headers: Record<string, string>, id: number) =>
      fetch(`${base}/api/get-all-doctors.json`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ patient_id: id }),
      }).then((r) => r.arrayBuffer());
    const [flooderId, waiterId] = [await idOf(flooder), await idOf(waiter)];
    const waiterP95 = async () => {
      const latencies: number[] = [];
      const until = Date.now() + SECONDS * 1000;
      while (Date.now() < until) {
        const started = performance.now();
        await read(waiter, waiterId);
        latencies.push(performance.now() - started);
      }
      return p95(latencies);
    };
    const alone = await waiterP95();
    // The flood runs in a process of its own, so the waiting patient's client does not share its event loop.
    const flood = start(process.execPath, ['-e', FLOOD_SCRIPT], {
      FLOOD_URL: `${base}/api/get-all-doctors.json`,
      FLOOD_HEADERS: JSON.stringify(flooder),
      FLOOD_BODY: JSON.stringify({ patient_id: flooderId }),
    });
    const flooded = await waiterP95();
    await stop(flood);
    return { alone, flooded };
  } finally {
    await stop(server);
    removeStore(store);
  }
}

export async function printFloodFigures() {
  const without = await floodFigures(LIMITS_OFF);
  const withLimits = await floodFigures({});
  console.log('');
  console.log(`another patient's p95 while one session sends 1,000 calls at once, over and over (${SECONDS} s each)`);
  console.log(`  alone                          ${without.alone.toFixed(1)} ms`);
  console.log(
    `  flooded, limits off            ${without.flooded.toFixed(1)} ms  (${(without.flooded / without.alone).toFixed(1)} x alone)`,
  );
  console.log(`  alone, limits on               ${withLimits.alone.toFixed(1)} ms`);
  console.log(
    `  flooded, limits on (defaults)  ${withLimits.flooded.toFixed(1)} ms  (${(withLimits.flooded / withLimits.alone).toFixed(1)} x alone)`,
  );
}
