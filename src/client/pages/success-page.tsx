import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { ArrowRight, CheckCircle2, PhoneIncoming, Plus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { SandboxBadge } from '@client/components/ui/sandbox-badge';
import { usePublicConfig } from '@client/lib/use-public-config';

const ANSWER = {
  title: 'Answer the call',
  text: 'Your agent is dialling the number you verified. Pick up and talk to it like a hiring manager would.',
};
const SIMULATED = {
  title: 'A simulated call',
  text: 'No voice provider is configured on this installation, so the call runs in a sandbox and no phone rings. With one configured, your agent calls the number you verified.',
};
const NEXT_STEPS = [
  {
    title: 'Judge the prototype',
    text: 'Notice its voice, energy and how it uses what it learned about your business.',
  },
  {
    title: 'Hire your agent',
    text: 'Pay the $100 deposit and book a consultation. Our team contacts you within 24 hours.',
  },
  { title: 'Go live', text: 'Your custom agent is built and deployed in 2 to 3 weeks on average. Cancel any time.' },
];

/** /success?id={agentId} (spec §2). */
export default function SuccessPage() {
  const id = new URLSearchParams(useSearch()).get('id');
  const sandboxVoice = usePublicConfig()?.providers.voice.mode === 'sandbox';
  // Arriving from the bottom of the wizard: start at the top of this page. (Braces matter: newer
  // browsers return a promise from scrollTo, and an effect must return nothing or a cleanup.)
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <section className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <Card className="p-6 text-center sm:p-10">
        <span className="mx-auto mb-5 flex h-16 w-16 items-center justify-center rounded-full bg-success/15 text-success">
          <CheckCircle2 className="h-9 w-9" aria-hidden />
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Agent Successfully Launched</h1>
        <p className="mt-3 text-muted-foreground">
          {sandboxVoice
            ? 'Your prototype voice agent was launched in sandbox mode.'
            : 'Your prototype voice agent is on its way to your phone.'}
        </p>
        <div className="mx-auto mt-6 inline-flex max-w-full flex-col items-center gap-1 rounded-lg border bg-muted/40 px-4 py-3">
          <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Agent ID</span>
          <code className="break-all font-mono text-sm" data-testid="agent-id">
            {id || 'Not provided'}
          </code>
        </div>
        <div className="mt-3 flex justify-center">
          <SandboxBadge kind="voice" />
        </div>
        <div className="mt-8 text-left">
          <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold">
            <PhoneIncoming className="h-5 w-5 text-primary" aria-hidden /> What happens next
          </h2>
          <ol className="grid gap-4">
            {[sandboxVoice ? SIMULATED : ANSWER, ...NEXT_STEPS].map((s, i) => (
              <li key={s.title} className="flex gap-3">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary">
                  {i + 1}
                </span>
                <div>
                  <p className="font-medium">{s.title}</p>
                  <p className="text-sm text-muted-foreground">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild variant="outline" size="lg">
            <Link href="/">
              <Plus /> Create Another Agent
            </Link>
          </Button>
          <Button asChild size="lg">
            <Link href="/pricing">
              Hire Your Agent <ArrowRight />
            </Link>
          </Button>
        </div>
      </Card>
    </section>
  );
}
