import type { ProviderDeps } from '../index';
import { notBuilt } from '../not-built';
import type { ResearchProvider, WebProvider } from './types';

export function createWebProvider(_deps: ProviderDeps): WebProvider {
  return notBuilt<WebProvider>('web');
}
export function createResearchProvider(_deps: ProviderDeps): ResearchProvider {
  return notBuilt<ResearchProvider>('research');
}
