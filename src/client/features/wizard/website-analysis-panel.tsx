import { CheckCircle2, Globe, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import type { TScrapedData } from '@common/wizard/schemas';
import { useWebsiteScrape } from './use-website-scrape';

export const SCRAPED_FIELDS: { key: keyof TScrapedData; label: string }[] = [
  { key: 'businessSpecialties', label: 'Business specialties' },
  { key: 'businessTone', label: 'Business tone' },
  { key: 'topServices', label: 'Top services' },
  { key: 'customerTypes', label: 'Customer types' },
];

/** Step 3's analysis panel, shown only when a website address was given (spec §2). */
export function WebsiteAnalysisPanel() {
  const { hasUrl, status, error, data, retry } = useWebsiteScrape();
  if (!hasUrl) return null;
  return (
    <section
      aria-labelledby="analysis-title"
      aria-busy={status === 'loading'}
      className="rounded-lg border bg-muted/40 p-4 sm:p-5"
      data-testid="website-analysis"
    >
      <h4 id="analysis-title" className="sr-only">
        Website analysis
      </h4>
      {status === 'loading' || status === 'idle' ? (
        <p className="flex items-center gap-3 text-sm font-medium" aria-live="polite">
          <Spinner className="h-5 w-5 text-primary" label="Analyzing" />
          Analyzing your website...
        </p>
      ) : status === 'error' ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {error}
          </p>
          <Button variant="outline" size="sm" onClick={retry}>
            <RefreshCw /> Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-success" aria-live="polite">
            <CheckCircle2 className="h-5 w-5" aria-hidden />
            Website Parsed!
          </p>
          <dl className="grid gap-3 sm:grid-cols-2">
            {SCRAPED_FIELDS.map(({ key, label }) => (
              <div key={key} className="rounded-md border bg-background p-3">
                <dt className="mb-1 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  <Globe className="h-3 w-3" aria-hidden />
                  {label}
                </dt>
                <dd className="text-sm" data-testid={`scraped-${key}`}>
                  {data?.[key] || <span className="text-muted-foreground">Nothing found</span>}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}
