import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validation code (zod and the step schemas) loads on first use, so step 1
 * paints without it. The wizard prefetches it as soon as the visitor touches the form
 * (step-chunks.ts), so in practice Continue never waits for it.
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
