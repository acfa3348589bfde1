import { placeholderPattern } from '@common/prompts/check-template';
import { ScrollText } from '@client/components/ui/scroll-text';

/** The saved template, read-only, with its placeholders picked out. */
export function TemplateView({ text }: { text: string }) {
  const parts: { text: string; placeholder: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(placeholderPattern())) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), placeholder: false });
    parts.push({ text: m[0], placeholder: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), placeholder: false });
  return (
    <ScrollText
      data-testid="template-view"
      label="Base prompt template"
      className="max-h-[32rem] whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-4 font-mono text-sm leading-relaxed"
    >
      {parts.map((p, i) =>
        p.placeholder ? (
          <span key={i} className="rounded bg-primary/10 px-0.5 font-semibold text-primary">
            {p.text}
          </span>
        ) : (
          p.text
        ),
      )}
    </ScrollText>
  );
}
