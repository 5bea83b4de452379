// Starts the server: configuration from the environment, then migrate, seed, listen. The port answers
// from the start, alive but not ready, while the database is prepared (starting.ts).
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../shared/demo-accounts';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { exitGracefullyOnSignals } from './shutdown';
import { answerWhileStarting } from './starting';

async function main(): Promise<void> {
  const config = loadConfig();
  const starting = await answerWhileStarting(config.port, config.host);
  const app = await buildApp(config);
  exitGracefullyOnSignals(app);
  await starting.stop();
  await app.listen({ port: config.port, host: config.host });
  const engine = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(`Parchee is running at ${config.baseUrl} (${engine})`);
  if (config.demoData) {
    console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS))
      console.log(`  ${role.padEnd(8)} ${account.phone_number}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
