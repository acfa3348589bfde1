import { LifeBuoy } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const STEPS = [
  {
    title: 'Check the missing variables',
    text: 'Set every variable listed under "Missing variables" in the server environment, then restart the server.',
  },
  {
    title: 'Put sandboxed providers live',
    text: 'Each warning names the key that turns its provider live. Add the keys you need; without them the app keeps working in the Sandbox.',
  },
  {
    title: 'Fix failed network tests',
    text: 'A failed check shows its error. Confirm the database and the vendor base URLs are reachable from this server (firewall, DNS, proxy), then run the tests again.',
  },
];

/** Spec §1: a troubleshooting section with three steps. */
export function TroubleshootingCard() {
  return (
    <Card data-testid="troubleshooting">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="h-5 w-5" aria-hidden /> Troubleshooting
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="flex gap-3 text-sm">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                {i + 1}
              </span>
              <div>
                <p className="font-medium">{s.title}</p>
                <p className="text-muted-foreground">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
