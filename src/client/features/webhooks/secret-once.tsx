import { ShownOnceCard } from '@client/components/shown-once-card';

/** The signing secret, shown once after register or rotate: copy it now, it is never shown again. */
export function SecretOnce({ secret, url, onDone }: { secret: string; url: string; onDone(): void }) {
  return (
    <ShownOnceCard
      title="Copy the signing secret now"
      description={
        <>
          For {url}. This is the only time it is shown: your receiver needs it to verify the{' '}
          <code>Callcraft-Signature</code> header (see the README).
        </>
      }
      value={secret}
      label="Signing secret"
      testId="webhook-secret"
      onDone={onDone}
    />
  );
}
