import { TestCallForm } from '@client/features/test-call';

/** /test-bland-api: the voice-call test page (spec §2). */
export default function TestBlandApiPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">Voice call test</h1>
      <p className="mb-8 text-muted-foreground">
        Send a single test call with a prompt of your own to check the voice setup end to end.
      </p>
      <TestCallForm />
    </section>
  );
}
