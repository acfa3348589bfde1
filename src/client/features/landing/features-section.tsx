import { BrainCircuit, CalendarClock, Globe, HandCoins, Mic, PhoneOutgoing } from 'lucide-react';
import { Card } from '@client/components/ui/card';

const FEATURES = [
  {
    icon: BrainCircuit,
    title: 'LLM-powered conversations',
    text: 'A large language model writes your agent’s instructions from your answers, so it speaks naturally and stays on message.',
  },
  {
    icon: Mic,
    title: 'A voice with personality',
    text: 'Choose gender, age, energy style, up to three tone boosters and a hometown dialect.',
  },
  {
    icon: Globe,
    title: 'Learns from your website',
    text: 'Give us your address and we pick out your specialties, services, customers and the tone of your brand.',
  },
  {
    icon: PhoneOutgoing,
    title: 'Hear it on a real call',
    text: 'Verify your number and the prototype calls you, so you judge it the way your customers would.',
  },
  {
    icon: CalendarClock,
    title: 'Deployed in 2 to 3 weeks',
    text: 'The average build time from prototype to a deployed custom agent is 2 to 3 weeks.',
  },
  {
    icon: HandCoins,
    title: 'No long-term contract',
    text: 'Our team contacts you within 24 hours after your deposit, and you can cancel any time.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="below-fold scroll-mt-20 border-t bg-muted/30 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">Everything a great phone agent needs</h2>
          <p className="mt-3 text-muted-foreground">
            From a quick prototype to a production agent built for your business.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="p-6 transition-colors hover:border-primary/50">
              <span className="mb-4 flex h-10 w-10 items-center justify-center rounded-lg bg-primary/15 text-primary">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mb-1.5 font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
