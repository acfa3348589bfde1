import { useState, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

export interface ShownOnceCardProps {
  title: string;
  description: ReactNode;
  /** The secret itself; only its hash (or nothing) is kept, so it can't be shown again. */
  value: string;
  /** Names the value for screen readers ("New API key", "Signing secret"). */
  label: string;
  testId: string;
  onDone(): void;
}

/** A secret shown once after it is made, with Copy and "I have stored it". */
export function ShownOnceCard({ title, description, value, label, testId, onDone }: ShownOnceCardProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Card className="border-yellow-500" data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <code className="break-all rounded-md bg-muted px-3 py-2 text-sm" aria-label={label}>
          {value}
        </code>
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button onClick={onDone}>I have stored it</Button>
      </CardContent>
    </Card>
  );
}
