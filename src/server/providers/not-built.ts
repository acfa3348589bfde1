import { AppError } from '@common/errors';

/** Temporary: a provider kind whose adapters land with the feature that needs them. */
export function notBuilt<T extends object>(kind: string): T {
  return new Proxy({} as T, {
    get(_t, prop) {
      if (prop === 'mode') return 'sandbox';
      if (prop === 'adapter') return 'sandbox';
      if (prop === 'then') return undefined;
      return () => {
        throw new AppError('PROVIDER_UNAVAILABLE', `The ${kind} provider is not available yet`);
      };
    },
  });
}
