import { rmSync } from 'node:fs';
import { makePgliteTemplate, templateFile } from '../../tests/support/template';

/**
 * Benchmarks that start the real server use the test harness's migrated template database. Outside
 * vitest nobody has made it, so the bench makes one for its run and removes it afterwards,
 * leaving the environment as it found it (so the next bench in the same process makes its own).
 */
export async function withTestTemplate<T>(run: () => Promise<T>): Promise<T> {
  if (process.env.CALLCRAFT_TEST_TEMPLATE) return run();
  await makePgliteTemplate(); // sets CALLCRAFT_TEST_TEMPLATE
  try {
    return await run();
  } finally {
    rmSync(templateFile(), { force: true });
    delete process.env.CALLCRAFT_TEST_TEMPLATE;
  }
}
