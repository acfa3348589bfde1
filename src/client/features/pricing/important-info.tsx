import { ChevronDown, ScrollText } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@client/components/ui/collapsible';
import { DEPOSIT_LABEL, ONBOARDING_FEE_LABEL } from '@common/pricing/tiers';

// Marketing facts from the spec (§1, §9) only: nothing here promises more than the product does.
const IMPORTANT = [
  `The ${DEPOSIT_LABEL} deposit reserves your custom build and unlocks the consultation calendar.`,
  'Our team contacts you within 24 hours of your deposit.',
  `The onboarding fee of ${ONBOARDING_FEE_LABEL} depends on the complexity of your agent and its integrations.`,
  'From prototype to deployed agent takes 2 to 3 weeks on average.',
  'Cancel any time: there is no long-term contract.',
];

const RIGHTS = [
  {
    title: 'Data ownership',
    text: 'Your call recordings, transcripts, prompts and lead data belong to you, not to us.',
  },
  {
    title: 'Portability',
    text: 'You can take your agent configuration and your data to another provider whenever you choose.',
  },
  { title: 'Export tools', text: 'Get your data out in standard formats (CSV, JSON) whenever you need it.' },
  {
    title: 'Dedicated support',
    text: 'A dedicated contact on our team supports you while your agent is built and after it goes live.',
  },
];

/** The important-information list and the collapsible 'AI Agent Bill of Rights' (spec §2). */
export function ImportantInfo() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Important information</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground" data-testid="important-info">
          {IMPORTANT.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Collapsible className="rounded-lg border">
          <CollapsibleTrigger className="group flex w-full cursor-pointer items-center justify-between gap-2 p-4 text-left font-semibold">
            <span className="flex items-center gap-2">
              <ScrollText className="h-5 w-5 text-primary" aria-hidden /> AI Agent Bill of Rights
            </span>
            <ChevronDown className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </CollapsibleTrigger>
          <CollapsibleContent className="border-t p-4">
            <dl className="grid gap-3 text-sm">
              {RIGHTS.map((r) => (
                <div key={r.title}>
                  <dt className="font-medium">{r.title}</dt>
                  <dd className="text-muted-foreground">{r.text}</dd>
                </div>
              ))}
            </dl>
          </CollapsibleContent>
        </Collapsible>
      </CardContent>
    </Card>
  );
}
