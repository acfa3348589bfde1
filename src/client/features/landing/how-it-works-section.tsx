import { Building2, Eye, FileSearch, Rocket, SlidersHorizontal } from 'lucide-react';

const STEPS = [
  { icon: Building2, title: 'Basics', text: 'Tell us your industry and, if you like, your website.' },
  { icon: SlidersHorizontal, title: 'Personality', text: 'Pick the voice, energy, tone boosters, name and hometown.' },
  { icon: FileSearch, title: 'Details', text: 'Add a backstory while we analyse your website.' },
  { icon: Eye, title: 'Preview', text: 'Read and edit the prompt the language model wrote.' },
  { icon: Rocket, title: 'Launch', text: 'Verify your phone number and your agent calls you.' },
];

const AFTER = [
  'Pay a $100 deposit to unlock a consultation calendar',
  'Our team contacts you within 24 hours after the deposit',
  'Your custom agent is built and deployed in 2 to 3 weeks on average',
  'Cancel any time: no long-term contract',
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" className="below-fold scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">How it works</h2>
          <p className="mt-3 text-muted-foreground">Five steps to a working prototype, in under a minute.</p>
        </div>
        <ol className="grid gap-4 md:grid-cols-5">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative rounded-lg border bg-card p-5">
              <span className="mb-3 flex items-center gap-3">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <Icon className="h-5 w-5 text-primary" aria-hidden />
              </span>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 rounded-xl border bg-gradient-to-br from-primary/10 to-transparent p-6 sm:p-8">
          <h3 className="text-lg font-semibold">Love your prototype? Here’s what happens next</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {AFTER.map((t) => (
              <li key={t} className="flex items-start gap-2 text-sm">
                <span aria-hidden className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary" />
                {t}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
