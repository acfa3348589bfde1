import type { ProviderDeps } from '../index';
import { notBuilt } from '../not-built';
import type { SchedulingProvider } from './types';

export function createSchedulingProvider(_deps: ProviderDeps): SchedulingProvider {
  return notBuilt<SchedulingProvider>('scheduling');
}
