import type { TDispatchPreview } from '@common/dispatch/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { SandboxBadge } from '@client/components/ui/sandbox-badge';
import { LacksNote, useCan } from '@client/shared/role/role';

/** Assign Voices, disabled when every enriched lead already has one (spec §8 Dispatch tab). */
export function VoiceAssignmentCard({
  preview: p,
  busy,
  onAssign,
}: {
  preview: TDispatchPreview | undefined;
  busy: boolean;
  onAssign(): void;
}) {
  const may = useCan('campaigns:run');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Voice Assignment</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Button onClick={onAssign} disabled={!may.allowed || busy || !p || p.needVoice === 0} title={may.reason}>
          Assign Voices
        </Button>
        <span className="text-sm text-muted-foreground" data-testid="need-voice">
          {p
            ? p.needVoice === 0
              ? 'Every enriched lead has a voice.'
              : `${p.needVoice} enriched leads need a voice.`
            : ''}
        </span>
        <SandboxBadge kind="voice" />
        <LacksNote permission="campaigns:run" />
      </CardContent>
    </Card>
  );
}
