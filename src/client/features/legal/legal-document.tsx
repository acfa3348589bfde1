import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

/** A long legal page: title, dates, a table of contents and numbered sections. */
export function LegalDocument({
  title,
  dates,
  intro,
  sections,
  footer,
}: {
  title: string;
  dates: string[];
  intro: string;
  sections: LegalSection[];
  footer?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-2 text-sm text-muted-foreground" data-testid="legal-dates">
        {dates.map((d) => (
          <p key={d}>{d}</p>
        ))}
      </div>
      <p className="mt-6 leading-relaxed">{intro}</p>
      <nav aria-label="Sections" className="mt-6 rounded-lg border bg-muted/30 p-4">
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a className="text-primary hover:underline" href={`#${s.id}`}>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} className="mt-8 scroll-mt-24">
          <h2 className="text-xl font-semibold">
            {i + 1}. {s.title}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-muted-foreground">
              {p}
            </p>
          ))}
          {s.list && (
            <ul className="mt-3 grid list-disc gap-1 pl-5 text-muted-foreground">
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {footer}
    </article>
  );
}
