import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the map is written, beside Vite's own manifest in the build output. */
export const MODULE_MAP_FILE = '.vite/modules.json';

/**
 * Writes, for every JavaScript chunk of the build, the source modules inside it (paths relative to
 * the project root; packages as `node_modules/<name>/…`). Vite's manifest names shared chunks only
 * by their file, so without this a check of "what the landing page loads" cannot see which source
 * files ended up in a shared chunk (bench/lib/landing-check.ts).
 */
export function moduleMap(projectRoot: string): Plugin {
  return {
    name: 'callcraft-module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map[chunk.fileName] = chunk.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => path.relative(projectRoot, id.split('?')[0]).split(path.sep).join('/'))
          .sort();
      }
      this.emitFile({ type: 'asset', fileName: MODULE_MAP_FILE, source: JSON.stringify(map, null, 1) });
    },
  };
}
