import { ShownOnceCard } from '@client/components/shown-once-card';

/** The whole key, shown once after it is created: only its hash is kept, so it can't be shown again. */
export function KeyOnce({ apiKey, name, onDone }: { apiKey: string; name: string; onDone(): void }) {
  return (
    <ShownOnceCard
      title="Copy the key now"
      description={
        <>
          For “{name}”. This is the only time it is shown: send it as <code>Authorization: Bearer &lt;key&gt;</code>.
        </>
      }
      value={apiKey}
      label="New API key"
      testId="api-key-once"
      onDone={onDone}
    />
  );
}
