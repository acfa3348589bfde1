import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validation code (zod and the step schemas) loads on first use, so step 1
 * paints without it. The wizard prefetches it once the visitor is active and the browser idle, or
 * at the first pointer or focus on the form (wizard.tsx, step-chunks.ts), so Continue rarely waits.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((err: unknown) => {
      loading = null; // a failed download is tried again on the next Continue
      throw err;
    });
    return (await loading)(values, context, options);
  };
}
