import { Badge } from '@client/components/ui/badge';
import type { TFieldEvidence } from '@common/wizard/schemas';
import type { WebsiteAnalysisMeta } from './wizard-api';

// Where the analysis came from, for the Preview step: which reader read the site, and per field a
// closed "Where this came from" disclosure with each value's sentence and page.

/** The language model when one is configured; otherwise the offline reader, the LLM's Sandbox. */
export function AnalysisReader({ meta }: { meta: WebsiteAnalysisMeta }) {
  const llm = meta.extractor === 'llm';
  return (
    <p className="text-xs text-muted-foreground" data-testid="analysis-reader">
      Read by{' '}
      {llm ? (
        <span className="font-semibold text-foreground">the language model (LLM)</span>
      ) : (
        <>
          <span className="font-semibold text-foreground">the offline reader</span>{' '}
          <Badge variant="warning" className="px-1.5 py-0 text-[10px]">
            Sandbox
          </Badge>
        </>
      )}
    </p>
  );
}

/** A page's path is enough to recognise it on one's own site ("/services.html"). */
function pageLabel(url: string): string {
  try {
    const u = new URL(url);
    return u.pathname === '/' ? `${u.host} (home page)` : `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

export function FieldSources({ sources, testId }: { sources: TFieldEvidence[] | undefined; testId: string }) {
  if (!sources?.length) return null;
  return (
    <details className="mt-1 text-xs" data-testid={testId}>
      <summary className="cursor-pointer text-muted-foreground hover:text-foreground">Where this came from</summary>
      <ul className="mt-1 grid gap-1.5 border-l pl-2">
        {sources.map((s, i) => (
          <li key={`${s.value}-${i}`}>
            <span className="font-medium">{s.value}</span>: “{s.sentence}”{' '}
            <a href={s.url} target="_blank" rel="noreferrer noopener" className="text-muted-foreground underline">
              {pageLabel(s.url)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
