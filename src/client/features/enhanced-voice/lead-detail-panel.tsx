import type { TEnhancedVoiceLead } from '@common/enhanced-voice/schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/** Spec tool page 2: contact, business analysis, web data (first 3 key points). */
export function LeadDetailPanel({ lead }: { lead: TEnhancedVoiceLead | null }) {
  return (
    <Card data-testid="enhanced-lead-details">
      <CardHeader>
        <CardTitle className="text-lg">Lead Details</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {!lead && <p className="text-muted-foreground">Select a lead to see its details.</p>}
        {lead && (
          <>
            <section>
              <h3 className="mb-1 font-semibold">Contact</h3>
              <p>{`${lead.firstName} ${lead.lastName}`.trim() || '—'}</p>
              <p>{lead.email}</p>
              <p>{lead.phoneNumber}</p>
              {lead.website && <p className="break-all">{lead.website}</p>}
            </section>
            <section>
              <h3 className="mb-1 font-semibold">Business Analysis</h3>
              <p>{lead.businessDescription || 'No analysis stored.'}</p>
              {lead.keyServices.length > 0 && <p className="mt-1">Services: {lead.keyServices.join(', ')}</p>}
              {lead.targetAudience && <p>Customers: {lead.targetAudience}</p>}
              {lead.painPoints.length > 0 && <p>Pain points: {lead.painPoints.join('; ')}</p>}
            </section>
            <section>
              <h3 className="mb-1 font-semibold">Web Data</h3>
              {lead.keyPoints.length ? (
                <ul className="list-disc pl-5" aria-label="Web key points">
                  {lead.keyPoints.slice(0, 3).map((k) => (
                    <li key={k}>{k}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">
                  {lead.hasWebData ? 'No key points found.' : 'The website was not read: enriched from the CSV fields.'}
                </p>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
