import { BadgeCheck, Briefcase, MapPin, Quote, UserRound } from 'lucide-react';
import { ENERGY_STYLES, GENDERS } from '@common/wizard/options';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent } from '@client/components/ui/card';
import { industryText, type WizardDraft } from './wizard-draft';

const GREETINGS: Record<string, string> = {
  friendly: 'Hi there!',
  calm: 'Hello, and thanks for taking my call.',
  'high-energy': 'Hey! Great to reach you!',
  direct: 'Hello.',
  playful: 'Hey hey!',
  empathetic: "Hi, I hope your day's going well.",
};

/** The line the agent might open with: a job candidate introducing itself (spec: what the agent is). */
export function sampleIntroduction(
  d: Pick<WizardDraft, 'name' | 'energyStyle' | 'hometown' | 'industry' | 'industryCustom'>,
): string {
  const greeting = GREETINGS[d.energyStyle] ?? 'Hi!';
  const name = d.name.trim() || 'your new agent';
  const city = d.hometown.split(',')[0].trim();
  const industry = industryText(d).trim();
  const team = industry ? `your ${industry.toLowerCase()} team` : 'your team';
  return `${greeting} This is ${name}${city ? `, calling from ${city}` : ''}. I'd love to tell you why I'd be a great fit for ${team}.`;
}

/** Spec §2 step 4: the agent at a glance, with a 'Ready' badge. */
export function AgentCard({ draft }: { draft: WizardDraft }) {
  const gender = GENDERS.find((g) => g.value === draft.gender);
  const energy = ENERGY_STYLES.find((e) => e.value === draft.energyStyle)?.label ?? draft.energyStyle;
  const industry = industryText(draft).trim();
  return (
    <Card className="overflow-hidden" data-testid="agent-card">
      <div className="flex items-center gap-4 border-b bg-gradient-to-r from-primary/15 via-primary/5 to-transparent p-5">
        <span className="relative flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <UserRound className="h-7 w-7" aria-hidden />
          <span
            className="absolute -bottom-1 -right-1 flex h-6 w-6 items-center justify-center rounded-full border-2 border-card bg-secondary text-[11px] font-bold text-secondary-foreground"
            aria-label={`Gender: ${gender?.label ?? draft.gender}`}
            data-testid="gender-badge"
          >
            {gender?.badge ?? 'N'}
          </span>
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-semibold" data-testid="agent-name">
            {draft.name.trim() || 'Unnamed agent'}
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>{draft.age}</span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-3.5 w-3.5" aria-hidden />
              {draft.hometown}-based
            </span>
          </p>
        </div>
        <Badge variant="success" className="gap-1">
          <BadgeCheck className="h-3.5 w-3.5" aria-hidden /> Ready
        </Badge>
      </div>
      <CardContent className="grid gap-4 pt-5">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Energy style</dt>
            <dd className="mt-1 font-medium">{energy}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Industry</dt>
            <dd className="mt-1 inline-flex items-center gap-1.5 font-medium" data-testid="agent-industry">
              <Briefcase className="h-3.5 w-3.5 text-muted-foreground" aria-hidden />
              {industry || 'Not specified'}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Tone boosters</dt>
            <dd className="mt-1.5 flex flex-wrap gap-1.5">
              {draft.toneBooster.map((t) => (
                <Badge key={t} variant="secondary">
                  {t}
                </Badge>
              ))}
            </dd>
          </div>
        </dl>
        <blockquote className="flex gap-3 rounded-md border-l-4 border-primary bg-muted/50 p-3 text-sm italic">
          <Quote className="h-4 w-4 shrink-0 text-primary" aria-hidden />
          <span data-testid="sample-intro">{sampleIntroduction(draft)}</span>
        </blockquote>
      </CardContent>
    </Card>
  );
}
