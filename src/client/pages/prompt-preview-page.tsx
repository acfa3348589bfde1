import { AdminGuard } from '@client/features/admin-auth';
import { PromptPreview } from '@client/features/prompt-editor';

/** /prompt-preview: Agent Prompt Preview (admins only, like the call behind it). */
export default function PromptPreviewPage() {
  return (
    <AdminGuard>
      {() => (
        <main className="mx-auto max-w-7xl space-y-4 px-4 py-8">
          <h1 className="text-3xl font-bold">Agent Prompt Preview</h1>
          <PromptPreview />
        </main>
      )}
    </AdminGuard>
  );
}
