import { useEffect, useState } from 'react';
import type { TCampaignKnowledge } from '@common/conversations/knowledge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';

/** The passages the agent reads, with the page each came from: searched, a page at a time. */
export function KnowledgePassages({
  data,
  search,
  onSearch,
  onPage,
}: {
  data: TCampaignKnowledge | undefined;
  search: string;
  onSearch: (s: string) => void;
  onPage: (page: number) => void;
}) {
  const [typed, setTyped] = useState(search);
  // The search runs when typing pauses, not on every key.
  useEffect(() => {
    const t = setTimeout(() => typed !== search && onSearch(typed), 300);
    return () => clearTimeout(t);
  }, [typed, search, onSearch]);
  const pages = data ? Math.max(1, Math.ceil(data.passagesTotal / data.pageSize)) : 1;
  return (
    <section aria-labelledby="knowledge-pages" className="space-y-2">
      <h3 id="knowledge-pages" className="text-sm font-semibold">
        From the website{data?.sites.length ? ` (${data.sites.join(', ')})` : ''}
      </h3>
      {data && !data.sites.length ? (
        <p className="text-sm text-muted-foreground">
          No pages read yet: &ldquo;Read website&rdquo; splits your business&rsquo;s own pages into what the agent
          knows. Until then it answers from its questions and answers only.
        </p>
      ) : (
        <>
          <Input
            aria-label="Search what the agent knows"
            placeholder="Search passages"
            maxLength={200}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <p className="text-xs text-muted-foreground" role="status">
            {data ? `${data.passagesTotal} passage${data.passagesTotal === 1 ? '' : 's'}` : 'Loading…'}
          </p>
          <ul className="max-h-96 space-y-2 overflow-y-auto">
            {data?.passages.map((p, i) => (
              <li key={`${p.pageUrl}-${i}`} className="rounded border p-2 text-sm" data-testid="knowledge-passage">
                <a href={p.pageUrl} target="_blank" rel="noreferrer" className="text-xs font-medium underline">
                  {p.title || p.pageUrl}
                </a>
                <span className="ml-1 break-all text-xs text-muted-foreground">{p.pageUrl}</span>
                <p className="mt-1">{p.text}</p>
              </li>
            ))}
          </ul>
          {pages > 1 && data && (
            <div className="flex items-center gap-2 text-sm">
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={data.page <= 1}
                onClick={() => onPage(data.page - 1)}
              >
                Previous
              </Button>
              <span>
                Page {data.page} of {pages}
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={data.page >= pages}
                onClick={() => onPage(data.page + 1)}
              >
                Next
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
