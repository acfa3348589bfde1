import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import { Badge } from '@client/components/ui/badge';
import type { TemplateStats } from './template-state';

const n = (v: number) => v.toLocaleString('en-US');
const plural = (v: number, word: string) => `${n(v)} ${word}${v === 1 ? '' : 's'}`;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Default or Customised, and who saved it when. */
export function TemplateOrigin({
  isDefault,
  updatedAt,
  updatedBy,
}: {
  isDefault: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="template-origin">
      <Badge variant={isDefault ? 'secondary' : 'info'}>{isDefault ? 'Default' : 'Customised'}</Badge>
      {isDefault ? (
        <span>The built-in template is in use.</span>
      ) : (
        <span>
          Last updated{updatedBy ? ` by ${updatedBy}` : ''}
          {updatedAt ? (
            <>
              {' '}
              on <time dateTime={updatedAt}>{when(updatedAt)}</time>
            </>
          ) : null}
        </span>
      )}
    </div>
  );
}

/** Character and line counts, and how much of the prompt limit the fixed text alone takes. */
export function TemplateCounts({ stats }: { stats: TemplateStats }) {
  const over = stats.fixedChars >= MAX_PROMPT_CHARS;
  return (
    <p
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
      data-testid="template-counts"
      aria-live="polite"
    >
      <span>{plural(stats.chars, 'character')}</span>
      <span>{plural(stats.lines, 'line')}</span>
      <span className={over ? 'font-semibold text-destructive' : undefined}>
        Fixed text: {n(stats.fixedChars)} of {n(MAX_PROMPT_CHARS)}
      </span>
    </p>
  );
}
