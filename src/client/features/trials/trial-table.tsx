import type { TTrialListItem } from '@common/trials/schemas';
import { Button } from '@client/components/ui/button';
import { useCan } from '@client/shared/role/role';
import { agentNameOf, formatDateTime, formatDuration, industryOf, modeLabel } from './trial-filters';
import { TrialStatusBadge } from './trial-status-badge';

const HEADERS = ['Phone', 'Industry', 'Agent Name', 'Status', 'Created', 'Duration', 'Mode', 'Actions'];

/** The trials table; Schedule shows only for completed trials (spec §2 Voice Trials tab). */
export function TrialTable({
  trials,
  onDetails,
  onSchedule,
}: {
  trials: TTrialListItem[];
  onDetails(t: TTrialListItem): void;
  onSchedule(t: TTrialListItem): void;
}) {
  const may = useCan('campaigns:run');
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trials.map((t) => (
            <tr key={t.id} className="border-t" data-testid="trial-row" data-trial-id={t.id}>
              <td className="whitespace-nowrap px-3 py-2 font-mono">{t.phoneNumber}</td>
              <td className="px-3 py-2">{industryOf(t) || '—'}</td>
              <td className="px-3 py-2">{agentNameOf(t) || '—'}</td>
              <td className="px-3 py-2">
                <TrialStatusBadge status={t.callStatus} />
              </td>
              <td className="whitespace-nowrap px-3 py-2">{formatDateTime(t.createdAt)}</td>
              <td className="px-3 py-2">{formatDuration(t.durationSeconds)}</td>
              <td className="px-3 py-2">{modeLabel(t.callMode)}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onDetails(t)}
                    aria-label={`Details for ${t.phoneNumber}`}
                  >
                    Details
                  </Button>
                  {t.callStatus === 'completed' && (
                    <Button
                      size="sm"
                      onClick={() => onSchedule(t)}
                      disabled={!may.allowed}
                      title={may.reason}
                      aria-label={`Schedule follow-up for ${t.phoneNumber}`}
                    >
                      Schedule
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
