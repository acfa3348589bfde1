import { ArrowDown, Clock, Cpu, PhoneCall, Sparkles } from 'lucide-react';
import { Button } from '@client/components/ui/button';

const HIGHLIGHTS = [
  { icon: Clock, text: 'Prototype in under a minute' },
  { icon: Sparkles, text: 'About five quick steps' },
  { icon: Cpu, text: 'Large-language-model powered' },
];

/** The landing page's first screen; the call to action scrolls to the wizard just below. */
export function HeroSection({ wizardId }: { wizardId: string }) {
  return (
    <section id="hero" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--primary)_22%,transparent),transparent_60%)]"
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-12 pt-14 text-center sm:pt-20 md:pb-16">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full border bg-card/60 px-3 py-1 text-xs font-medium text-muted-foreground backdrop-blur">
          <PhoneCall className="h-3.5 w-3.5 text-primary" aria-hidden /> AI voice agents that pick up the phone for you
        </p>
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl md:text-6xl">
          Build your AI voice agent{' '}
          <span className="bg-gradient-to-r from-primary to-fuchsia-500 bg-clip-text text-transparent">
            in under a minute
          </span>
        </h1>
        <p className="mx-auto max-w-2xl text-base text-muted-foreground text-balance sm:text-lg">
          Describe your business, pick a voice and a personality, and preview the prompt our large language model writes
          for it. Then verify your number and your new agent calls you.
        </p>
        <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={`#${wizardId}`}>
              Start building <ArrowDown />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#how-it-works">See how it works</a>
          </Button>
        </div>
        <ul className="mx-auto flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-2">
              <Icon className="h-4 w-4 text-primary" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
