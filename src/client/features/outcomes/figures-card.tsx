import { FIGURE_DEFINITIONS, type TFigure } from '@common/outreach/figures';
import type { TCampaignResults } from '@common/outcomes/schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const ROWS: Array<[label: string, key: keyof TCampaignResults['figures'], figure: TFigure, suffix?: string]> = [
  ['Total Leads', 'totalLeads', 'totalLeads'],
  ['Processed', 'processed', 'processed'],
  ['Successful', 'successful', 'successful'],
  ['Failed', 'failed', 'failed'],
  ['Success Rate', 'successRate', 'successRate', '%'],
];

/** The campaign card's figures, each with its one definition written out beside it. */
export function FiguresCard({ figures }: { figures: TCampaignResults['figures'] }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Figures</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm sm:grid-cols-5" data-testid="results-figures">
          {ROWS.map(([label, key, figure, suffix]) => (
            <div key={key} className="rounded border p-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid={`figure-${key}`}>
                {figures[key]}
                {suffix}
              </dd>
              <dd className="text-xs text-muted-foreground">{FIGURE_DEFINITIONS[figure]}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
