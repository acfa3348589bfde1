import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnvOrExit } from './env';
import { createProcessLogger, type Logger } from './logger';
import { bootstrap, shutdown } from './bootstrap';
import { buildApp } from './http/app';
import { clientDistDir } from './http/client-assets';

// Boot: env → database + migrations → providers → jobs → HTTP → listen. Graceful shutdown on
// SIGTERM/SIGINT: stop accepting requests, let running jobs finish, close the database.

async function ensureClientBuilt(logger: Logger) {
  if (existsSync(path.join(clientDistDir, 'index.html'))) return;
  logger.info('no client build found: building it once (npm run build)');
  const { build } = await import('vite');
  await build({ configFile: path.resolve(process.cwd(), 'vite.config.ts'), logLevel: 'warn' });
}

async function main() {
  const env = loadEnvOrExit();
  const logger = createProcessLogger(env);
  if (!env.CLIENT_DEV_SERVER) await ensureClientBuilt(logger);

  const ctx = await bootstrap({ env, logger });
  const app = await buildApp(ctx, { serveClient: true });
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  ctx.setListenUrl(`http://localhost:${env.PORT}`);
  logger.info({ address, providers: ctx.providers.report }, `Callcraft is running at http://localhost:${env.PORT}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 30_000).unref();
    try {
      await app.close();
      await shutdown(ctx);
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
