import { LAST_STEP } from './step-reducer';
import type { WebsiteAnalysisMeta } from './wizard-api';
import { INITIAL_DRAFT, type WizardDraft } from './wizard-draft';

// The wizard's answers survive a reload: they are kept in the browser's local storage (as the
// theme is) until the agent is launched or the visitor starts over. Only what the visitor chose
// and what the server answered for it is kept; requests in flight start again as idle.

export const WIZARD_STORAGE_KEY = 'wizard-draft';

/** The configuration whose fact sheet the visitor sees and corrects, with the website it was saved for. */
export interface FactsConfig {
  id: string;
  url: string;
}

/** What is kept: the answers, the step, a finished website analysis and the fact sheet's configuration. */
export interface SavedWizard {
  step: number;
  draft: WizardDraft;
  scraped: boolean;
  scrape: { status: 'idle' | 'done'; url?: string; meta?: WebsiteAnalysisMeta | null };
  tracked: number[];
  factsConfig?: FactsConfig;
}
type Saved = SavedWizard;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The draft's fields as saved, each kept only when it has the type the wizard expects. */
function draftOf(raw: unknown): WizardDraft {
  const saved = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const draft: Record<string, unknown> = { ...INITIAL_DRAFT };
  for (const [key, initial] of Object.entries(INITIAL_DRAFT)) {
    const v = saved[key];
    if (
      Array.isArray(initial) ? Array.isArray(v) && v.every((x) => typeof x === 'string') : typeof v === typeof initial
    )
      draft[key] = v;
    else if (key === 'scrapedData' && v && typeof v === 'object') draft[key] = v;
  }
  return draft as unknown as WizardDraft;
}

/** The saved wizard, or null when there is none (or it cannot be read). */
export function loadSavedWizard(): Saved | null {
  try {
    const text = storage()?.getItem(WIZARD_STORAGE_KEY);
    if (!text) return null;
    const raw = JSON.parse(text) as Partial<Saved>;
    const step = Number.isInteger(raw.step) ? Math.min(LAST_STEP, Math.max(1, raw.step as number)) : 1;
    const scrape: Saved['scrape'] = raw.scrape?.status === 'done' ? raw.scrape : { status: 'idle' };
    return {
      step,
      draft: draftOf(raw.draft),
      scraped: raw.scraped === true && scrape.status === 'done',
      scrape,
      tracked: Array.isArray(raw.tracked) ? raw.tracked.filter((n) => Number.isInteger(n)) : [],
      factsConfig:
        typeof raw.factsConfig?.id === 'string' && typeof raw.factsConfig.url === 'string'
          ? { id: raw.factsConfig.id, url: raw.factsConfig.url }
          : undefined,
    };
  } catch {
    return null;
  }
}

export function saveWizard(saved: SavedWizard): void {
  try {
    storage()?.setItem(WIZARD_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    /* storage full or refused: the wizard still works for this visit */
  }
}

export function forgetSavedWizard(): void {
  try {
    storage()?.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    /* nothing to forget */
  }
}
