import { Construction } from 'lucide-react';

/** An honest state for a tab whose feature is still being built. */
export function PendingTab({ label }: { label: string }) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-12 text-center"
      data-testid="tab-being-built"
    >
      <Construction className="h-8 w-8 text-warning" aria-hidden />
      <p className="font-medium">{label} is being built</p>
      <p className="max-w-md text-sm text-muted-foreground">
        This tab is part of the Campaign Command Center and arrives with its own issue. Nothing on it works yet, so
        nothing here pretends to.
      </p>
    </div>
  );
}
