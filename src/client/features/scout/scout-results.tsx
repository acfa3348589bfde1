import { Megaphone, Loader2, Users } from 'lucide-react';
import {
  SCOUT_FOCUS_AREAS,
  SCOUT_FULL_TEXT_CHARS,
  SCOUT_SOURCES_SHOWN,
  type TProspectingCampaign,
  type TScoutResult,
} from '@common/scout/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { LacksNote, useCan } from '@client/shared/role/role';
import { CampaignCard } from './campaign-card';
import { LeadCard } from './lead-card';

export interface ResultsProps {
  result: TScoutResult;
  variant: 'tab' | 'page';
  selected: ReadonlySet<number>;
  onToggle(index: number): void;
  onGenerate(): void;
  generating: boolean;
  campaign: TProspectingCampaign | null;
  onCreateCampaign(): void;
  creating: boolean;
}

export function metadataLine(r: TScoutResult): string {
  const m = r.searchMetadata;
  const focus = SCOUT_FOCUS_AREAS.find((f) => f.id === m.focusArea)?.label ?? m.focusArea;
  return `Query: “${m.searchQuery}” · ${m.resultsCount} results · ${focus} · ${new Date(m.timestamp).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`;
}

/** Spec §2: summary, key findings, metadata line, lead cards, Generate Campaign, framework card; on the page also raw text and sources. */
export function ScoutResults(p: ResultsProps) {
  const { result: r } = p;
  const may = useCan('campaigns:run');
  const sources = r.sources.slice(0, SCOUT_SOURCES_SHOWN);
  const more = r.sources.length - sources.length;
  return (
    <div className="space-y-6" data-testid="scout-results">
      <Card>
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle className="text-lg">{p.variant === 'page' ? 'Executive Summary' : 'Research Summary'}</CardTitle>
            {r.searchMetadata.mode === 'sandbox' ? (
              <Badge variant="warning" data-testid="scout-sandbox">
                Sandbox: captured pages only
              </Badge>
            ) : (
              <Badge variant="info">Live web search</Badge>
            )}
          </div>
          <p className="text-xs text-muted-foreground" data-testid="scout-metadata">
            {metadataLine(r)}
          </p>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p data-testid="scout-summary">{r.summary}</p>
          {r.keyFindings.length > 0 && (
            <div>
              <h4 className="font-medium">Key Findings</h4>
              <ul className="list-disc pl-5">
                {r.keyFindings.map((k) => (
                  <li key={k}>{k}</li>
                ))}
              </ul>
            </div>
          )}
        </CardContent>
      </Card>

      {r.potentialLeads.length > 0 && (
        <section className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Users className="h-5 w-5" aria-hidden />
              Potential Leads ({r.potentialLeads.length})
            </h3>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={p.onCreateCampaign}
                disabled={!may.allowed || p.selected.size === 0 || p.creating}
                title={may.reason}
              >
                {p.creating ? <Loader2 className="animate-spin" aria-hidden /> : <Users aria-hidden />}
                Create Campaign from {p.selected.size} selected
              </Button>
              <Button onClick={p.onGenerate} disabled={!may.allowed || p.generating} title={may.reason}>
                {p.generating ? <Loader2 className="animate-spin" aria-hidden /> : <Megaphone aria-hidden />}
                Generate Campaign
              </Button>
            </div>
            <LacksNote permission="campaigns:run" />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {r.potentialLeads.map((lead, i) => (
              <LeadCard
                key={`${lead.sourceUrl}-${i}`}
                lead={lead}
                selected={p.selected.has(i)}
                onToggle={() => p.onToggle(i)}
              />
            ))}
          </div>
        </section>
      )}

      {p.campaign && <CampaignCard campaign={p.campaign} />}

      {p.variant === 'page' && (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Raw Research</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <pre
              className="max-h-96 overflow-auto whitespace-pre-wrap rounded-md bg-muted/40 p-3 text-xs"
              data-testid="scout-full-text"
            >
              {r.fullText.slice(0, SCOUT_FULL_TEXT_CHARS)}
              {r.fullText.length > SCOUT_FULL_TEXT_CHARS ? '…' : ''}
            </pre>
            <div>
              <h4 className="font-medium">Sources</h4>
              <ul className="list-disc pl-5" data-testid="scout-sources">
                {sources.map((s) => (
                  <li key={s.url}>
                    <a
                      href={s.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="break-all text-primary hover:underline"
                    >
                      {s.title || s.url}
                    </a>
                  </li>
                ))}
              </ul>
              {more > 0 && <p className="text-muted-foreground">...and {more} more sources</p>}
            </div>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
