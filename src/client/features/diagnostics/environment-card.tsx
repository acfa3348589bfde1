import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Settings, XCircle } from 'lucide-react';
import type { TDiagnosticsEnvironment } from '@common/diagnostics/schemas';
import { PROVIDER_KINDS, type TProviderKind } from '@common/system/providers';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

const KIND_LABELS: Record<TProviderKind, string> = {
  voice: 'Voice calls',
  llm: 'Prompt writing (LLM)',
  web: 'Website reading',
  research: 'Lead Scout research',
  card: 'Card payments',
  wallet: 'Wallet payments',
  scheduling: 'Scheduling',
  mail: 'Account mail',
  messaging: 'Phone verification (SMS)',
  crm: 'CRM sync (HubSpot)',
};

/** `whenMissing` explains an absence that is not a fault (no DATABASE_URL = the embedded database). */
function PresenceRow({
  label,
  present,
  testId,
  whenMissing,
}: {
  label: string;
  present: boolean;
  testId: string;
  whenMissing?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <span className="text-sm">
        {label}
        {!present && whenMissing && <span className="block text-xs text-muted-foreground">{whenMissing}</span>}
      </span>
      <Badge variant={present ? 'success' : whenMissing ? 'muted' : 'destructive'} data-testid={testId}>
        {present ? 'Present' : 'Missing'}
      </Badge>
    </div>
  );
}

/** Spec §3 environment response: presence badges, the runtime, the provider modes, missing and warnings. */
export function EnvironmentCard({ data }: { data: TDiagnosticsEnvironment }) {
  const { environment: env, validation } = data;
  return (
    <Card data-testid="environment-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Settings className="h-5 w-5" aria-hidden /> Environment Configuration
        </CardTitle>
        <CardDescription>What this server is configured with. Only presence is shown, never a value.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="divide-y">
          <PresenceRow label="AI calling service key (Bland AI)" present={env.hasBlandAiKey} testId="env-bland" />
          <PresenceRow
            label="Payment provider configuration (PayPal)"
            present={env.hasPayPalConfig}
            testId="env-paypal"
          />
          <PresenceRow
            label="Database URL"
            present={env.hasDatabaseUrl}
            testId="env-database"
            whenMissing="Using the embedded database in DATA_DIR (one process only)"
          />
          <div className="flex items-center justify-between gap-4 py-2">
            <span className="text-sm">Runtime environment</span>
            <Badge variant={data.isProduction ? 'info' : 'secondary'} data-testid="env-node-env">
              {env.nodeEnv}
            </Badge>
          </div>
        </div>
        <ProviderTable data={data} />
        <IssueList
          title="Missing variables"
          items={validation.missing}
          tone="destructive"
          testId="env-missing"
          empty="Nothing required is missing."
        />
        <IssueList
          title="Warnings"
          items={validation.warnings}
          tone="warning"
          testId="env-warnings"
          empty="No warnings."
        />
        <IssueList
          title="Production readiness"
          items={validation.productionProblems}
          tone={data.isProduction ? 'destructive' : 'warning'}
          testId="env-production-problems"
          empty="This configuration would start with NODE_ENV=production."
        />
      </CardContent>
    </Card>
  );
}

function ProviderTable({ data }: { data: TDiagnosticsEnvironment }) {
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold">Providers</h4>
      <table className="w-full text-sm" data-testid="provider-table">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th className="py-2 font-medium">Kind</th>
            <th className="py-2 font-medium">Adapter</th>
            <th className="py-2 font-medium">Mode</th>
          </tr>
        </thead>
        <tbody>
          {PROVIDER_KINDS.map((kind) => {
            const info = data.providers[kind];
            return (
              <tr key={kind} className="border-b last:border-0" data-testid={`provider-${kind}`}>
                <td className="py-2">{KIND_LABELS[kind]}</td>
                <td className="py-2 font-mono text-xs">{info.adapter}</td>
                <td className="py-2">
                  <Badge variant={info.mode === 'live' ? 'success' : 'warning'}>
                    {info.mode === 'live' ? 'Live' : 'Sandbox'}
                  </Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function IssueList({
  title,
  items,
  tone,
  testId,
  empty,
}: {
  title: string;
  items: string[];
  tone: 'destructive' | 'warning';
  testId: string;
  empty: ReactNode;
}) {
  const Icon = tone === 'destructive' ? XCircle : AlertTriangle;
  return (
    <div data-testid={testId}>
      <h4 className="mb-2 text-sm font-semibold">{title}</h4>
      {items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden /> {empty}
        </p>
      ) : (
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item} className="flex items-start gap-2 text-sm">
              <Icon
                className={
                  tone === 'destructive'
                    ? 'mt-0.5 h-4 w-4 shrink-0 text-destructive'
                    : 'mt-0.5 h-4 w-4 shrink-0 text-warning'
                }
                aria-hidden
              />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
