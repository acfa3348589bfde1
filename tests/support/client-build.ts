import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { PRERENDERED_PAGES } from '../../src/common/system/prerendered-pages';
import { clientDistDir } from '../../src/server/http/client-assets';

/** The client build with its .br/.gz copies and prerendered pages (a clean clone has none until something builds it). */
export async function ensureClientBuild() {
  const assets = path.join(clientDistDir, 'assets');
  const complete =
    existsSync(assets) &&
    readdirSync(assets).some((f) => f.endsWith('.js.br')) &&
    Object.values(PRERENDERED_PAGES).every((p) => existsSync(path.join(clientDistDir, `${p.file}.br`)));
  if (!complete) await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn' });
}
