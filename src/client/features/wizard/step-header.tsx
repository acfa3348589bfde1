import type { ReactNode } from 'react';

export function StepHeader({
  title,
  description,
  aside,
}: {
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid gap-1.5">
        <h3 id="step-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
          {title}
        </h3>
        {description && <p className="text-sm text-muted-foreground sm:text-base">{description}</p>}
      </div>
      {aside}
    </div>
  );
}
