import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { useLeadEnrichment } from './use-enrichment';
import { ScrollText } from '@client/components/ui/scroll-text';

const List = ({ items }: { items: string[] }) =>
  items.length ? (
    <ul className="list-disc pl-5">
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  ) : (
    <p className="text-muted-foreground">None found</p>
  );

/** The selected lead's enrichment: business analysis, web data, agent prompt. */
export function LeadDetails({ leadId }: { leadId: string | null }) {
  const q = useLeadEnrichment(leadId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Lead Details</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm" data-testid="lead-details">
        {!leadId && <p className="text-muted-foreground">Select a lead to see its enrichment.</p>}
        {leadId && q.isLoading && <Spinner label="Loading enrichment" />}
        {q.data && !q.data.enrichment && (
          <p>
            Status: <strong>{q.data.enrichmentStatus}</strong>
            {q.data.notes && <span className="block text-muted-foreground">{q.data.notes}</span>}
          </p>
        )}
        {q.data?.enrichment && (
          <>
            <div className="flex flex-wrap gap-2">
              <Badge variant="info">{q.data.enrichment.industry}</Badge>
              <Badge variant={q.data.enrichment.mode === 'live' ? 'success' : 'muted'}>
                {q.data.enrichment.mode === 'live' ? 'AI' : 'Sandbox'}
              </Badge>
              <Badge variant="outline">
                {q.data.enrichment.basis === 'website' ? 'From website' : 'From CSV fields'}
              </Badge>
            </div>
            <p className="text-muted-foreground">{q.data.enrichment.note}</p>
            <section>
              <h4 className="font-semibold">Business Description</h4>
              <p>{q.data.enrichment.gptAnalysis.businessDescription}</p>
            </section>
            <section>
              <h4 className="font-semibold">Key Services</h4>
              <List items={q.data.enrichment.gptAnalysis.keyServices} />
            </section>
            <section>
              <h4 className="font-semibold">Target Audience</h4>
              <p>{q.data.enrichment.gptAnalysis.targetAudience}</p>
            </section>
            <section>
              <h4 className="font-semibold">Pain Points</h4>
              <List items={q.data.enrichment.gptAnalysis.painPoints} />
            </section>
            <section>
              <h4 className="font-semibold">Communication Style</h4>
              <p>{q.data.enrichment.gptAnalysis.communicationStyle}</p>
            </section>
            <section>
              <h4 className="font-semibold">Call Script</h4>
              <p className="whitespace-pre-wrap">{q.data.enrichment.gptAnalysis.callScript}</p>
            </section>
            <section>
              <h4 className="font-semibold">Web Sources</h4>
              <List items={q.data.enrichment.firecrawlData.sources} />
            </section>
            <details>
              <summary className="cursor-pointer font-semibold">Agent Prompt</summary>
              <ScrollText
                label="Agent prompt"
                className="mt-2 max-h-64 whitespace-pre-wrap rounded bg-muted p-2 text-xs"
              >
                {q.data.enrichment.agentPrompt}
              </ScrollText>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}
