import { ATTESTATION_TEXT } from '@common/dispatch/registry';
import type { TDispatchPreview } from '@common/dispatch/schemas';
import { Badge } from '@client/components/ui/badge';

/**
 * Consent and the registry copy, as a dispatch with these settings needs them: on the
 * Sandbox or in test mode the attestation is "not needed"; otherwise it shows who attested and
 * when, or the box to attest with this dispatch.
 */
export function ComplianceNotes({
  preview,
  testMode,
  attest,
  onAttest,
}: {
  preview: TDispatchPreview;
  testMode: boolean;
  attest: boolean;
  onAttest(v: boolean): void;
}) {
  const realPhones = preview.consent.needed && !testMode;
  const a = preview.consent.attestation;
  return (
    <div className="space-y-2 rounded-md border p-3 text-sm" data-testid="compliance">
      <p data-testid="consent-state">
        <span className="font-medium">Consent attestation: </span>
        {!realPhones ? (
          <Badge variant="muted">not needed ({preview.consent.needed ? 'test mode' : 'Sandbox voice provider'})</Badge>
        ) : a ? (
          <>
            given by {a.attestedBy} on {new Date(a.attestedAt).toLocaleString()}
          </>
        ) : (
          <label className="mt-1 flex items-start gap-2">
            <input
              type="checkbox"
              checked={attest}
              onChange={(e) => onAttest(e.target.checked)}
              aria-label="Consent attestation"
            />
            <span>{ATTESTATION_TEXT}</span>
          </label>
        )}
      </p>
      <p data-testid="registry-state">
        <span className="font-medium">National do-not-call registry: </span>
        {preview.registry.downloadDate ? `copy of ${preview.registry.downloadDate}` : 'no copy imported'}
        {realPhones && preview.registry.stale && (
          <Badge variant="warning"> too old for real phones: import a current download</Badge>
        )}
      </p>
    </div>
  );
}
