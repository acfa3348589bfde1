import { useEffect } from 'react';
import { DEV_QUEUE_MSG } from '@common/dev-queue/schemas';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/lib/use-toast';
import { useCan } from '@client/shared/role/role';
import { useMeetingPrep } from './use-dev-queue';

/** Meeting prep of one lead (spec §3): briefing, key points, recommended approach. */
export function MeetingPrepPanel({ leadId, leadName }: { leadId: string | null; leadName: string }) {
  const may = useCan('campaigns:run');
  const prep = useMeetingPrep(leadId, may.allowed);
  const failed = prep.isError;
  useEffect(() => {
    if (failed)
      toast({ variant: 'destructive', title: DEV_QUEUE_MSG.prepFailed, description: DEV_QUEUE_MSG.prepFailedText });
  }, [failed]);
  return (
    <Card data-testid="meeting-prep">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-lg">Meeting Prep{leadId && leadName ? `: ${leadName}` : ''}</CardTitle>
        {prep.data?.mode === 'sandbox' && (
          <Badge variant="warning" title="Built by rules from the enrichment and the call transcript (no OpenAI key)">
            Sandbox
          </Badge>
        )}
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {!leadId && (
          <p className="text-muted-foreground">Choose Meeting Prep on a qualified lead to prepare for the meeting.</p>
        )}
        {prep.isLoading && <Spinner label="Preparing meeting" />}
        {failed && <p className="text-destructive">{DEV_QUEUE_MSG.prepFailedText}</p>}
        {prep.data === null && (
          <p className="text-muted-foreground" data-testid="role-note">
            No meeting prep yet. {may.reason}.
          </p>
        )}
        {prep.data && (
          <>
            <section>
              <h3 className="mb-1 font-semibold">Briefing</h3>
              <p>{prep.data.briefing}</p>
            </section>
            <section>
              <h3 className="mb-1 font-semibold">Key Points</h3>
              <ul className="list-disc space-y-1 pl-5">
                {prep.data.keyPoints.map((k) => (
                  <li key={k}>{k}</li>
                ))}
              </ul>
            </section>
            <section>
              <h3 className="mb-1 font-semibold">Recommended Approach</h3>
              <p>{prep.data.recommendedApproach}</p>
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
