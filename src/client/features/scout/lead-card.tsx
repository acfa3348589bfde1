import { ExternalLink } from 'lucide-react';
import { leadScoreColour, type TPotentialLead } from '@common/scout/schemas';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const BADGE = { green: 'success', yellow: 'warning', gray: 'muted' } as const;

/** A potential lead with its score badge (spec §9 colours) and the page its facts came from. */
export function LeadCard({ lead, selected, onToggle }: { lead: TPotentialLead; selected: boolean; onToggle(): void }) {
  const colour = leadScoreColour(lead.leadScore);
  return (
    <Card data-testid="potential-lead" className={selected ? 'ring-2 ring-primary' : undefined}>
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-3">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1.5 h-4 w-4"
              checked={selected}
              onChange={onToggle}
              aria-label={`Select ${lead.companyName}`}
            />
            <CardTitle className="text-lg">{lead.companyName}</CardTitle>
          </label>
          <Badge variant={BADGE[colour]} data-testid="lead-score" data-colour={colour}>
            Score {lead.leadScore}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{lead.industry}</p>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p>{lead.description}</p>
        {lead.keyServices.length > 0 && (
          <p>
            <span className="font-medium">Services: </span>
            {lead.keyServices.join(', ')}
          </p>
        )}
        {lead.potentialPainPoints.length > 0 && (
          <div>
            <span className="font-medium">Pain points:</span>
            <ul className="list-disc pl-5">
              {lead.potentialPainPoints.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        <p>
          <span className="font-medium">Contact opportunity: </span>
          {lead.contactOpportunity}
        </p>
        <p className="text-muted-foreground">{lead.reasoning}</p>
        <a
          href={lead.sourceUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 break-all text-primary underline-offset-2 hover:underline"
          data-testid="lead-source"
        >
          <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
          Source: {lead.sourceUrl}
        </a>
      </CardContent>
    </Card>
  );
}
