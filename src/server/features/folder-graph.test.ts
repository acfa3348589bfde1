import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { folderCycles, folderGraph } from './folder-graph';

const features = fileURLToPath(new URL('.', import.meta.url));

describe('feature folders', () => {
  it('import one way: no cycle between folders under src/server/features', () => {
    expect(folderCycles(folderGraph(features))).toEqual([]);
  });

  const tmp = mkdtempSync(path.join(tmpdir(), 'folder-graph-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    writeFileSync(path.join(tmp, file), text);
  };

  it('the check finds a planted cycle that no single file closes', () => {
    write('a/one.ts', "import { two } from '../b/two';\nexport const one = two;\n");
    write('b/two.ts', 'export const two = 2;\n');
    write('b/three.ts', "import { four } from '../c/four';\nexport const three = four;\n");
    write('c/four.ts', "export { one as four } from '@server/features/a/one';\n");
    write('c/four.test.ts', "import '../b/two';\n");
    expect(folderCycles(folderGraph(tmp))).toEqual(['a -> b -> c -> a']);
  });

  it('a one-way tree passes', () => {
    rmSync(path.join(tmp, 'c/four.ts'));
    expect(folderCycles(folderGraph(tmp))).toEqual([]);
  });
});
