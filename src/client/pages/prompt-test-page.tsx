import { AdminGuard } from '@client/features/admin-auth';
import { PromptExample } from '@client/features/prompt-editor';

/** /prompt-test: Voice Agent Prompt Example (admins only, like the call behind it). */
export default function PromptTestPage() {
  return (
    <AdminGuard>
      {() => (
        <main className="mx-auto max-w-4xl space-y-4 px-4 py-8">
          <h1 className="text-3xl font-bold">Voice Agent Prompt Example</h1>
          <PromptExample />
        </main>
      )}
    </AdminGuard>
  );
}
