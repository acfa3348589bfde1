import { Info } from 'lucide-react';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const limit = MAX_PROMPT_CHARS.toLocaleString('en-US');

/** Spec §2: the How It Works panel; what happens to the template after it is saved. */
export function HowItWorks() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Info className="h-5 w-5 text-primary" aria-hidden />
          How It Works
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="list-decimal space-y-2 pl-5 text-sm text-muted-foreground">
          <li>
            Every voice agent prompt starts from this template: the website wizard's agents and the prompts made for
            campaign leads.
          </li>
          <li>
            Each placeholder is filled in once: name, gender, age, energy, tone boosters and hometown come from the
            wizard (or the agent settings for a lead); <code>{'{{companyName}}'}</code>, <code>{'{{industry}}'}</code>{' '}
            and <code>{'{{companyContext}}'}</code> come from the website analysis or the lead's enrichment. Text a
            visitor typed is never expanded again.
          </li>
          <li>
            A finished prompt stays under {limit} characters: the company context, then the backstory, then the hometown
            section are shortened to fit, and only then is the prompt itself cut. Keep the fixed text well below the
            limit.
          </li>
          <li>
            When an OpenAI key is configured, the filled-in prompt is refined by the LLM at temperature 1.0; without one
            it is used as filled in.
          </li>
          <li>
            The template must contain <code>{'{{name}}'}</code>. Reset to Default brings back the built-in template.
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}
