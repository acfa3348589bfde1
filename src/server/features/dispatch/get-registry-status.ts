import { isRegistryStale, type TRegistryStatus } from '@common/dispatch/registry';
import type { AppContext } from '../../context';
import { registryStatus } from './dnc-registry.repo';

/** GET /api/admin/do-not-call/registry: the copy's date, its size, whether it is too old, the last files. */
export async function getRegistryStatus(ctx: AppContext): Promise<TRegistryStatus> {
  const s = await registryStatus(ctx.db);
  return {
    downloadDate: s.downloadDate,
    numbers: s.numbers,
    stale: isRegistryStale(s.downloadDate, ctx.clock.now()),
    files: s.files.map((f) => ({
      kind: f.kind,
      fileName: f.fileName,
      downloadDate: f.downloadDate,
      numbers: f.numbers,
      changed: f.changed,
      createdAt: f.createdAt.toISOString(),
    })),
  };
}
