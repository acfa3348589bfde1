import { z } from 'zod';
import { AppError } from '@common/errors';
import { id } from '@common/text/schemas';
import { isFinished, type TJobProgress } from '@common/system/jobs';
import type { FeatureRoutes } from '../../http/types';
import { authorizeMember } from '../members/authorize-member';
import { assertAdmin } from '../../http/admin-guard';

const POLL_MS = 1000;

/**
 * GET /api/jobs/:id/events: Server-Sent Events with a job's progress until it finishes. Progress
 * of admin jobs needs an admin session. In-process updates arrive at once through the bus; the
 * database is polled too, for jobs run by a separate worker process. When the server closes, open
 * streams end (the browser's EventSource reconnects to the next server) rather than hold the close
 * until their job finishes.
 */
export const jobRoutes: FeatureRoutes = async (app, ctx) => {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const finish of [...open]) finish();
  });
  app.get(
    '/jobs/:id/events',
    { schema: { tags: ['jobs'], params: z.object({ id: id() }) }, config: { stream: true } },
    async (req, reply) => {
      const first = await ctx.jobs.findProgress(req.params.id);
      if (!first) throw new AppError('NOT_FOUND', 'No such job');
      if (first.admin) assertAdmin(await authorizeMember(ctx, req));

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-request-id': req.id,
      });
      let last = '';
      let closed = false;
      const send = (p: TJobProgress) => {
        const { admin: _admin, ...event } = p as TJobProgress & { admin?: boolean };
        const data = JSON.stringify(event);
        if (data === last || closed) return;
        last = data;
        res.write(`event: progress\ndata: ${data}\n\n`);
        if (isFinished(p)) finish();
      };
      const unsubscribe = ctx.jobs.bus.subscribe(req.params.id, send);
      const timer = setInterval(async () => {
        const p = await ctx.jobs.findProgress(req.params.id).catch(() => null);
        if (p) send(p);
      }, POLL_MS);
      function finish() {
        if (closed) return;
        closed = true;
        open.delete(finish);
        clearInterval(timer);
        unsubscribe();
        res.end();
      }
      open.add(finish);
      req.raw.on('close', finish);
      send(first);
    },
  );
};
