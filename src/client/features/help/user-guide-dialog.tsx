import { useState } from 'react';
import { CheckCircle2, Clock, Lightbulb } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { cn } from '@client/lib/utils';
import { nextGuide, previousGuide, type GuidePosition } from './guide-navigation';
import { GUIDE_SECTIONS } from './user-guide-content';

const DIFFICULTY_VARIANT = { Beginner: 'success', Intermediate: 'warning', Advanced: 'destructive' } as const;

/** Spec §2 "User Guide dialog": 6 sections; steps, tips, next steps; Previous Guide and Next Guide / Next Section. */
export function UserGuideDialog({
  open,
  onOpenChange,
  start,
}: {
  open: boolean;
  onOpenChange(o: boolean): void;
  start?: GuidePosition;
}) {
  const [pos, setPos] = useState<GuidePosition>(start ?? { section: 0, guide: 0 });
  const section = GUIDE_SECTIONS[pos.section];
  const guide = section.guides[pos.guide];
  const prev = previousGuide(pos);
  const next = nextGuide(pos);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="User Guide"
      description="How to run campaigns in Callcraft, step by step."
      className="max-w-4xl"
    >
      <div className="grid gap-4 md:grid-cols-[220px_1fr]">
        <nav aria-label="Guide sections" className="grid content-start gap-1">
          {GUIDE_SECTIONS.map((s, i) => (
            <button
              key={s.id}
              type="button"
              onClick={() => setPos({ section: i, guide: 0 })}
              aria-current={i === pos.section ? 'true' : undefined}
              className={cn(
                'rounded-md px-3 py-2 text-left text-sm hover:bg-accent',
                i === pos.section && 'bg-accent font-semibold',
              )}
            >
              {s.title}
              <span className="block text-xs text-muted-foreground">
                {s.difficulty} · {s.duration}
              </span>
            </button>
          ))}
        </nav>
        <article className="space-y-4" data-testid="guide-article">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold">{section.title}</h3>
            <Badge variant={DIFFICULTY_VARIANT[section.difficulty]}>{section.difficulty}</Badge>
            <Badge variant="outline">
              <Clock className="mr-1 h-3 w-3" aria-hidden />
              {section.duration}
            </Badge>
          </div>
          <h4 className="font-medium" data-testid="guide-title">
            {guide.title}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              ({pos.guide + 1} of {section.guides.length})
            </span>
          </h4>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            {guide.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <div className="rounded-md bg-muted p-3">
            <p className="mb-1 flex items-center gap-1 text-sm font-medium">
              <Lightbulb className="h-4 w-4 text-warning" aria-hidden /> Tips
            </p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {guide.tips.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className="mb-1 flex items-center gap-1 text-sm font-medium">
              <CheckCircle2 className="h-4 w-4 text-success" aria-hidden /> Next steps
            </p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {guide.nextSteps.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </div>
          <div className="flex justify-between gap-2 border-t pt-4">
            <Button variant="outline" disabled={!prev} onClick={() => prev && setPos(prev)}>
              Previous Guide
            </Button>
            {next && <Button onClick={() => setPos(next.to)}>{next.label}</Button>}
          </div>
        </article>
      </div>
    </Dialog>
  );
}
