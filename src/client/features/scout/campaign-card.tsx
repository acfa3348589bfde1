import { Copy } from 'lucide-react';
import type { TProspectingCampaign } from '@common/scout/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/lib/use-toast';

export function campaignText(c: TProspectingCampaign): string {
  return [
    `Campaign: ${c.campaignName}`,
    '',
    'Target segments:',
    ...c.targetSegments.map((s) => `- ${s}`),
    '',
    'Messaging framework:',
    c.messagingFramework,
    '',
    'Outreach sequence:',
    ...c.outreachSequence.map((s, i) => `${i + 1}. ${s}`),
    '',
    'Key talking points:',
    ...c.keyTalkingPoints.map((s) => `- ${s}`),
  ].join('\n');
}

/** The campaign framework card with Copy (spec §2). */
export function CampaignCard({ campaign }: { campaign: TProspectingCampaign }) {
  const copy = () =>
    navigator.clipboard.writeText(campaignText(campaign)).then(
      () => toast({ title: 'Copied to Clipboard', description: 'The campaign framework is ready to paste.' }),
      () =>
        toast({ variant: 'destructive', title: 'Copy Failed', description: 'Select the text and copy it by hand.' }),
    );
  return (
    <Card data-testid="campaign-framework">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-lg">{campaign.campaignName}</CardTitle>
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden />
          Copy
        </Button>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <section>
          <h4 className="font-medium">Target Segments</h4>
          <ul className="list-disc pl-5">
            {campaign.targetSegments.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
        <section>
          <h4 className="font-medium">Messaging Framework</h4>
          <p className="whitespace-pre-wrap">{campaign.messagingFramework}</p>
        </section>
        <section>
          <h4 className="font-medium">Outreach Sequence</h4>
          <ol className="list-decimal pl-5">
            {campaign.outreachSequence.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
        <section>
          <h4 className="font-medium">Key Talking Points</h4>
          <ul className="list-disc pl-5">
            {campaign.keyTalkingPoints.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
