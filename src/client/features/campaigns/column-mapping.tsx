import type { CollectResult } from '@common/campaigns/csv-leads';
import { LEAD_FIELD_LABEL } from '@common/campaigns/csv-columns';
import { MAPPED_FIELDS, type TColumnMapping } from '@common/campaigns/csv-mapping';
import { Select } from '@client/components/ui/select';

const NONE = '__none__';
const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];

/** The mapping the collector used: the proposal, or the admin's corrections of it. */
export function mappingOf(r: CollectResult): TColumnMapping {
  const fields: TColumnMapping['fields'] = {};
  for (const f of MAPPED_FIELDS) fields[f] = r.columns[f] === undefined ? null : r.rawHeaders[r.columns[f]!];
  return { fields, phones: r.phoneColumns.map((i) => r.rawHeaders[i]) };
}

/**
 * The import's mapping step: each lead field with the column it comes from, changeable. Phones are
 * an ordered list: each row takes the first of these columns that holds a number.
 */
export function ColumnMapping({ result, onChange }: { result: CollectResult; onChange(m: TColumnMapping): void }) {
  const m = mappingOf(result);
  const options = [
    { value: NONE, label: '— not imported —' },
    ...result.rawHeaders.map((h) => ({ value: h, label: h })),
  ];
  const first = result.leads[0];
  const setField = (f: (typeof MAPPED_FIELDS)[number], v: string) =>
    onChange({ ...m, fields: { ...m.fields, [f]: v === NONE ? null : v } });
  const setPhone = (slot: number, v: string) => {
    const phones = [...m.phones];
    if (v === NONE) phones.splice(slot, 1);
    else phones[slot] = v;
    onChange({ ...m, phones: phones.filter((p, i) => phones.indexOf(p) === i) });
  };
  const slots = Math.min(m.phones.length + 1, ORDINAL.length);
  return (
    <div className="space-y-2" data-testid="column-mapping">
      <p className="text-sm font-medium">Columns: which column of the file becomes which field</p>
      <p className="text-xs text-muted-foreground">
        Phone: each row takes the first of these columns that holds a number (proposed order: work or company, then
        mobile, then other). A leading apostrophe from a spreadsheet is removed.
      </p>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: slots }, (_, slot) => (
          <MapRow key={`phone-${slot}`} label={`Phone, ${ORDINAL[slot]} choice`}>
            <Select
              aria-label={`Phone, ${ORDINAL[slot]} choice`}
              value={m.phones[slot] ?? NONE}
              onValueChange={(v) => setPhone(slot, v)}
              options={options}
            />
          </MapRow>
        ))}
        {MAPPED_FIELDS.map((f) => (
          <MapRow key={f} label={LEAD_FIELD_LABEL[f]}>
            <Select
              aria-label={`${LEAD_FIELD_LABEL[f]} column`}
              value={m.fields[f] ?? NONE}
              onValueChange={(v) => setField(f, v)}
              options={options}
            />
          </MapRow>
        ))}
      </div>
      {first && (
        <p className="text-xs text-muted-foreground" data-testid="mapping-first-lead">
          Row {first.rowNumber}: {first.email}
          {first.phoneNumber ? `, phone ${first.phoneNumber} (from ${first.phoneColumn})` : ', no phone'}
        </p>
      )}
    </div>
  );
}

function MapRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="text-xs font-medium">{label}</span>
      {children}
    </label>
  );
}
