import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/define-job';
import { deleteUnlaunchedConfigs } from './agents.repo';

// Every visitor who opens the wizard can save a configuration (their website's analysis, a
// generated prompt). Those never launched are kept for AGENT_CONFIG_RETENTION_DAYS, then deleted,
// so anonymous visitors can't grow the database without bound.

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

export async function purgeUnlaunchedConfigs(app: AppContext): Promise<{ deleted: number }> {
  const days = app.env.AGENT_CONFIG_RETENTION_DAYS;
  if (days === 0) return { deleted: 0 };
  return { deleted: await deleteUnlaunchedConfigs(app.db, new Date(app.clock.now().getTime() - days * DAY_MS)) };
}

export const purgeUnlaunchedConfigsJob = defineJob({
  name: 'agent-configs.purge',
  payload: z.object({ day: z.string().max(10) }),
  admin: true,
  watchable: false,
  handler: (_payload, { app }) => purgeUnlaunchedConfigs(app),
  // Once a day: the day is the job's key, so however many processes ask, one job runs per day.
  background(app) {
    const ask = () => {
      const day = app.clock.now().toISOString().slice(0, 10);
      app.jobs
        .send(purgeUnlaunchedConfigsJob, { day }, { singletonKey: day })
        .catch((err) => app.logger.debug({ err }, 'agent configuration purge not queued'));
    };
    const first = setTimeout(ask, 60_000);
    const timer = setInterval(ask, CHECK_EVERY_MS);
    first.unref();
    timer.unref();
    return {
      stop: async () => {
        clearTimeout(first);
        clearInterval(timer);
      },
    };
  },
});
