import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZLeadPage } from '@common/campaigns/schemas';
import { Button } from '@client/components/ui/button';
import { useCan } from '@client/shared/role/role';
import { Select } from '@client/components/ui/select';
import { apiRequest, errorText, NO_CACHE } from '@client/lib/api';
import { addLeadScenario, suiteKey } from './simulations-api';

/**
 * A scenario whose callee is one of the campaign's leads (its name, business and enrichment):
 * the suite then tests the agent on the people it will actually call.
 */
export function LeadScenarioForm({ campaignId }: { campaignId: string }) {
  const may = useCan('prompts:edit');
  const qc = useQueryClient();
  const [leadId, setLeadId] = useState('');
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  const leads = useQuery({
    queryKey: [`/api/admin/campaigns/${campaignId}/leads`, 'simulation-picker'],
    queryFn: async () =>
      ZLeadPage.parse(
        await apiRequest('GET', `/api/admin/campaigns/${campaignId}/leads?pageSize=50`, undefined, NO_CACHE),
      ),
  });
  const onAdd = async () => {
    if (!leadId) return setNote({ error: true, text: 'Choose a lead first' });
    try {
      const made = await addLeadScenario(campaignId, leadId);
      setNote({ error: false, text: `Added "${made.name}"` });
      await qc.invalidateQueries({ queryKey: suiteKey(campaignId) });
    } catch (err) {
      setNote({ error: true, text: errorText(err) });
    }
  };
  const options = (leads.data?.items ?? []).map((l) => ({
    value: l.id,
    label: [`${l.firstName} ${l.lastName}`.trim(), l.companyName].filter(Boolean).join(', ') || l.phoneNumber,
  }));
  return (
    <details className="rounded border p-2" data-testid="lead-scenario-form">
      <summary className="cursor-pointer text-sm font-medium">Add a scenario from a lead</summary>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Select
          aria-label="Lead"
          value={leadId}
          onValueChange={setLeadId}
          options={options}
          placeholder={options.length ? 'Choose a lead' : 'No leads yet'}
          className="min-w-56"
        />
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={onAdd}
          disabled={!options.length || !may.allowed}
          title={may.reason}
        >
          Add scenario from lead
        </Button>
      </div>
      {note && (
        <p role={note.error ? 'alert' : 'status'} className={note.error ? 'text-sm text-destructive' : 'text-sm'}>
          {note.text}
        </p>
      )}
    </details>
  );
}
