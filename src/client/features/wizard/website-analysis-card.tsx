import { Globe, MessageSquareQuote } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import type { TScrapedData } from '@common/wizard/schemas';
import { AnalysisReader, FieldSources } from './analysis-sources';
import { SCRAPED_FIELDS } from './website-analysis-panel';
import type { WebsiteAnalysisMeta } from './wizard-api';

/** Step 4's analysis results. Testimonial traits are emphasised: they are what customers value (spec §2). */
export function WebsiteAnalysisCard({
  data,
  url,
  meta = null,
}: {
  data: TScrapedData;
  url: string;
  /** Which reader answered and each value's sentence and page; null for an answer without them. */
  meta?: WebsiteAnalysisMeta | null;
}) {
  return (
    <Card data-testid="website-analysis-card">
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Globe className="h-4 w-4 text-primary" aria-hidden /> Website analysis
        </CardTitle>
        <p className="truncate text-xs text-muted-foreground">{url}</p>
        {meta && <AnalysisReader meta={meta} />}
      </CardHeader>
      <CardContent className="grid gap-4">
        {data.testimonialTraits && (
          <div className="rounded-md border border-primary/40 bg-primary/10 p-4" data-testid="testimonial-traits">
            <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-primary">
              <MessageSquareQuote className="h-3.5 w-3.5" aria-hidden /> What customers praise
            </p>
            <p className="text-sm font-semibold">
              <strong>{data.testimonialTraits}</strong>
            </p>
            <FieldSources sources={meta?.evidence.testimonialTraits} testId="sources-testimonialTraits" />
          </div>
        )}
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {SCRAPED_FIELDS.map(({ key, label }) => (
            <div key={key}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
              <dd className="mt-1">
                {data[key] || <span className="text-muted-foreground">Nothing found</span>}
                {data[key] && <FieldSources sources={meta?.evidence[key]} testId={`sources-${key}`} />}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
