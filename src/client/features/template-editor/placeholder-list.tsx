import { Braces } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { placeholderToken } from './template-state';

export interface Placeholder {
  key: string;
  description: string;
}

/**
 * Spec §2/§3: the placeholder variables. While editing, a click inserts the placeholder at the
 * cursor; otherwise it copies it to the clipboard.
 */
export function PlaceholderList({
  placeholders,
  editing,
  onPick,
}: {
  placeholders: readonly Placeholder[];
  editing: boolean;
  onPick(key: string): void;
}) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Braces className="h-5 w-5 text-primary" aria-hidden />
          Placeholder Variables
        </CardTitle>
        <CardDescription>{editing ? 'Click one to insert it at the cursor.' : 'Click one to copy it.'}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1.5" aria-label="Placeholder variables">
          {placeholders.map((p) => (
            <li key={p.key}>
              <button
                type="button"
                onClick={() => onPick(p.key)}
                className="w-full cursor-pointer rounded-md border px-3 py-2 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                {/* The name starts with what a click does and then holds the visible text (WCAG 2.5.3). */}
                <span className="sr-only">{editing ? 'Insert' : 'Copy'} </span>
                <code className="font-mono text-sm font-semibold text-primary">{placeholderToken(p.key)}</code>
                <span className="block text-xs text-muted-foreground">{p.description}</span>
              </button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
