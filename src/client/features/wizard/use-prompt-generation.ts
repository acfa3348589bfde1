import { useCallback, useEffect } from 'react';
import { checkPromptConfig } from '@common/wizard/check-prompt-config';
import { getWizardState, setWizardState, useWizardState } from './wizard-store';
import { generatePrompt } from './wizard-api';
import { promptFailureText } from './wizard-errors';
import { effectiveIndustry, toAgentConfig, type WizardDraft } from './wizard-draft';

const inputsKey = (d: WizardDraft) => JSON.stringify({ ...toAgentConfig(d), generatedPrompt: undefined });

/** The spec's prompt check (§5), run here first so an incomplete agent is explained without a request. */
export const draftProblems = (d: WizardDraft) => checkPromptConfig({ ...d, industry: effectiveIndustry(d) });

/** Asks the server for a prompt. An answer for settings changed in the meantime is dropped. */
export async function runGeneratePrompt(): Promise<void> {
  const started = getWizardState().draft;
  const key = inputsKey(started);
  setWizardState((s) => ({ ...s, prompt: { status: 'loading' } }));
  try {
    const prompt = await generatePrompt(toAgentConfig(started));
    setWizardState((s) =>
      inputsKey(s.draft) !== key
        ? { ...s, prompt: { status: 'idle' } }
        : { ...s, draft: { ...s.draft, generatedPrompt: prompt }, prompt: { status: 'done' } },
    );
  } catch (err) {
    setWizardState((s) =>
      inputsKey(s.draft) !== key
        ? { ...s, prompt: { status: 'idle' } }
        : { ...s, prompt: { status: 'error', error: promptFailureText(err) } },
    );
  }
}

/**
 * Spec §4: on the preview step, generation runs when the configuration is valid and there is no
 * prompt yet. An invalid configuration shows the check's message instead, inviting Regenerate.
 */
export function usePromptGeneration() {
  const { draft, prompt } = useWizardState();
  useEffect(() => {
    const s = getWizardState();
    if (s.draft.generatedPrompt || s.prompt.status !== 'idle') return;
    const problems = draftProblems(s.draft);
    if (problems) setWizardState((st) => ({ ...st, prompt: { status: 'error', error: problems } }));
    else void runGeneratePrompt();
  }, [prompt.status, draft.generatedPrompt]);

  // Regenerate always asks the server, which answers an incomplete agent with 400 (spec §8).
  const regenerate = useCallback(() => {
    setWizardState((s) => ({ ...s, draft: { ...s.draft, generatedPrompt: '' } }));
    void runGeneratePrompt();
  }, []);
  const savePrompt = useCallback(
    (text: string) => setWizardState((s) => ({ ...s, draft: { ...s.draft, generatedPrompt: text } })),
    [],
  );
  return { prompt: draft.generatedPrompt, status: prompt.status, error: prompt.error, regenerate, savePrompt };
}
