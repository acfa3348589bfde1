import { useState } from 'react';
import {
  TEST_FIRECRAWL_MARKDOWN_CHARS,
  TEST_FIRECRAWL_MSG,
  type TTestFirecrawlResponse,
} from '@common/enrichment/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input, Label } from '@client/components/ui/input';
import { ApiError, apiRequest } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { LacksNote, useCan } from '@client/shared/role/role';

/** Spec §3 tool page 1: three examples that prefill a company and its domain. */
const EXAMPLES = [
  { companyName: 'Riverside Plumbing', domain: 'riversideplumbing.com' },
  { companyName: 'Bright Smile Dental', domain: 'brightsmiledental.com' },
  { companyName: 'Sunrise Bakery', domain: 'sunrisebakery.com' },
];
const SOURCES_SHOWN = 5;

/** /test-firecrawl: the web-enrichment test (POST /api/admin/test-firecrawl). */
export function FirecrawlTest() {
  const may = useCan('campaigns:run');
  const [companyName, setCompanyName] = useState('');
  const [domain, setDomain] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<TTestFirecrawlResponse | null>(null);

  const run = async () => {
    if (!companyName.trim())
      return void toast({
        variant: 'destructive',
        title: 'Test Failed',
        description: TEST_FIRECRAWL_MSG.companyRequired,
      });
    setPending(true);
    try {
      setResult(await apiRequest<TTestFirecrawlResponse>('POST', '/api/admin/test-firecrawl', { companyName, domain }));
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Test Failed',
        description: err instanceof ApiError ? (err.serverMessage ?? err.message) : String(err),
      });
    } finally {
      setPending(false);
    }
  };
  const md = result?.markdown ?? '';
  return (
    <div className="mx-auto max-w-4xl space-y-6 p-6">
      <Card>
        <CardHeader>
          <CardTitle>Web Enrichment Test</CardTitle>
          <CardDescription>
            Reads a company&apos;s website (Firecrawl when configured, the direct fetch otherwise) and shows what
            enrichment would use.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-3 md:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="fc-company">Company Name</Label>
              <Input
                id="fc-company"
                value={companyName}
                maxLength={300}
                onChange={(e) => setCompanyName(e.target.value)}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor="fc-domain">Domain (optional)</Label>
              <Input id="fc-domain" value={domain} maxLength={2048} onChange={(e) => setDomain(e.target.value)} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {EXAMPLES.map((ex) => (
              <Button
                key={ex.companyName}
                variant="outline"
                size="sm"
                onClick={() => (setCompanyName(ex.companyName), setDomain(ex.domain))}
              >
                {ex.companyName}
              </Button>
            ))}
          </div>
          <Button onClick={run} disabled={!may.allowed || !companyName.trim() || pending} title={may.reason}>
            {pending ? 'Testing…' : 'Test Firecrawl Enrichment'}
          </Button>
          <LacksNote permission="campaigns:run" />
        </CardContent>
      </Card>
      {result && (
        <Card data-testid="firecrawl-result">
          <CardHeader className="flex flex-row flex-wrap items-center gap-2">
            <Badge variant={result.success ? 'success' : 'destructive'}>{result.success ? 'Success' : 'Failed'}</Badge>
            <Badge variant="info">{result.businessInsights.industry}</Badge>
            <span className="text-sm text-muted-foreground">
              {result.sources.length} sources · {result.businessInsights.services.length} services ·{' '}
              {result.businessInsights.keyPoints.length} key points · via {result.source}
            </span>
          </CardHeader>
          <CardContent className="space-y-4 text-sm">
            {result.error && <p className="text-destructive">{result.error}</p>}
            <section>
              <h4 className="font-semibold">Sources</h4>
              <ul className="list-disc pl-5">
                {result.sources.slice(0, SOURCES_SHOWN).map((s) => (
                  <li key={s}>
                    <a className="underline" href={s} target="_blank" rel="noreferrer noopener">
                      {s}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h4 className="font-semibold">Services</h4>
              <ul className="list-disc pl-5">
                {result.businessInsights.services.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </section>
            <section>
              <h4 className="font-semibold">Key Points</h4>
              <ul className="list-disc pl-5">
                {result.businessInsights.keyPoints.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </section>
            <section>
              <h4 className="font-semibold">Processed for Voice Prompt</h4>
              <pre className="whitespace-pre-wrap rounded bg-muted p-2">{result.processedForPrompt}</pre>
            </section>
            <section>
              <h4 className="font-semibold">Raw Markdown</h4>
              <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded bg-muted p-2 text-xs">
                {md.length > TEST_FIRECRAWL_MARKDOWN_CHARS ? `${md.slice(0, TEST_FIRECRAWL_MARKDOWN_CHARS)}...` : md}
              </pre>
            </section>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
