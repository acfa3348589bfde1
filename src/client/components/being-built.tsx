import { Construction } from 'lucide-react';

/** An honest placeholder for a screen whose issue is still open (named in the issue notes). */
export function BeingBuilt({ title, issue }: { title: string; issue: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
      <Construction className="h-10 w-10 text-warning" aria-hidden />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">This screen is being built ({issue}). It is routed so links to it already work.</p>
    </section>
  );
}
