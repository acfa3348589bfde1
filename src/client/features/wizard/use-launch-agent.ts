import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@client/lib/use-toast';
import { createTrial, launchAgent, saveAgentConfig } from './wizard-api';
import { launchFailureText } from './wizard-errors';
import { toAgentConfig, type WizardDraft } from './wizard-draft';
import { resetWizard } from './wizard-store';

/**
 * Spec §7 launch flow: save the configuration (with the phone) → record the trial (a failure is
 * only warned about) → launch the call. Returns the agent id to show on /success.
 */
export async function launchFlow(draft: WizardDraft, phoneNumber: string): Promise<string> {
  const config = toAgentConfig(draft);
  const id = await saveAgentConfig({ ...config, phoneNumber });
  try {
    await createTrial(phoneNumber, { ...config, id });
  } catch (err) {
    console.warn('Could not record the voice agent trial; launching anyway.', err);
  }
  const launched = await launchAgent(phoneNumber, { ...config, id });
  return launched.agentId;
}

export function useLaunchAgent() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: ({ draft, phoneNumber }: { draft: WizardDraft; phoneNumber: string }) => launchFlow(draft, phoneNumber),
    onSuccess: (agentId) => {
      navigate(`/success?id=${encodeURIComponent(agentId)}`);
      // After leaving: resetting first would flash step 1 and scroll the page we are leaving.
      resetWizard();
    },
    onError: (err) => {
      const reason = err instanceof Error ? err.message : String(err);
      toast({ title: 'Launch failed', description: launchFailureText(reason), variant: 'destructive' });
    },
  });
}
