// The journeys' servers: each Playwright worker drives a server of its own, with its own port and data
// folder, so two workers never share a database (playwright.config.ts starts them, fixtures.ts points
// each worker at its own). E2E_PORT / E2E_DATA_DIR set the first one (defaults: 3107, .test-data/e2e);
// worker n uses the port n above it and the folder with "-n" appended.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3107);
const DATA_DIR = process.env.E2E_DATA_DIR_BASE ?? process.env.E2E_DATA_DIR ?? '.test-data/e2e';

export interface E2eServer {
  port: number;
  url: string;
  dataDir: string;
}

export function e2eServer(workerIndex: number): E2eServer {
  const port = FIRST_PORT + workerIndex;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir: workerIndex === 0 ? DATA_DIR : `${DATA_DIR}-${workerIndex}`,
  };
}
