import { loadEnvOrExit } from './env';
import { createProcessLogger } from './logger';
import { bootstrap, shutdown } from './bootstrap';

// `npm run worker`: a process that only works jobs, for scaling out against a shared Postgres
// (DATABASE_URL). The web processes can then run with RUN_WORKERS=false. A worker leaves the
// admin account alone (role 'worker'): only web processes apply ADMIN_PASSWORD.

async function main() {
  const env = loadEnvOrExit();
  const logger = createProcessLogger(env);
  if (!env.DATABASE_URL)
    logger.warn(
      'worker without DATABASE_URL: it works the embedded database in DATA_DIR, which only one process can open',
    );
  const ctx = await bootstrap({ env, logger, runWorkers: true, role: 'worker' });
  logger.info('worker started');
  const stop = async () => {
    await shutdown(ctx);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
