import { useRef, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { CSV_MSG, errorSummary, isCsvFileName } from '@common/campaigns/csv-leads';
import { importProgressText } from '@common/campaigns/import-status';
import { CSV_MAX_BYTES, CSV_SHOWN_ERRORS } from '@common/campaigns/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input, Label } from '@client/components/ui/input';
import { Progress } from '@client/components/ui/progress';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { LacksNote, useCan } from '@client/shared/role/role';
import type { TColumnMapping } from '@common/campaigns/csv-mapping';
import { ColumnMapping } from './column-mapping';
import { downloadText } from './download';
import { readCsvFile, skippedRowsCsv, type CsvFileCheck } from './read-csv-file';
import { uploadCampaignCsv } from './use-campaigns';
import { newImportId, useImportProgress } from './use-import-progress';

/** The Upload tab (spec §2 "campaign CSV import card"): name, file, 5-row preview, errors, Create Campaign, Clear. */
export function CsvUpload({ onUploadComplete }: { onUploadComplete(): void }) {
  const may = useCan('campaigns:run');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<CsvFileCheck | null>(null);
  // The admin's corrections of the proposed columns (null: the proposal), sent with the file.
  const [mapping, setMapping] = useState<TColumnMapping | null>(null);
  const [reading, setReading] = useState(false);
  const [sending, setSending] = useState(false);
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useImportProgress(importId);
  const fileInput = useRef<HTMLInputElement>(null);

  const clear = () => {
    setName('');
    setFile(null);
    setCheck(null);
    setMapping(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onMapping = async (m: TColumnMapping) => {
    if (!file) return;
    setMapping(m);
    setCheck(await readCsvFile(file, m));
  };

  const onFile = async (f: File | undefined) => {
    setCheck(null);
    setFile(null);
    setMapping(null);
    if (!f) return;
    if (!isCsvFileName(f.name)) {
      toast({ title: CSV_MSG.invalidTypeTitle, description: CSV_MSG.invalidType, variant: 'destructive' });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    if (f.size > CSV_MAX_BYTES) {
      toast({ title: 'CSV parsing error', description: CSV_MSG.tooLarge, variant: 'destructive' });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFile(f);
    setReading(true);
    try {
      setCheck(await readCsvFile(f));
    } catch (err) {
      toast({
        title: 'CSV parsing error',
        description: err instanceof Error ? err.message : String(err),
        variant: 'destructive',
      });
    } finally {
      setReading(false);
    }
  };

  const result = check?.result;
  const hasErrors = !!result && (result.errorCount > 0 || !!result.fileError);
  const validCount = result?.leads.length ?? 0;

  const create = async (skipInvalid: boolean) => {
    if (!name.trim() || !file) {
      toast({
        title: CSV_MSG.missingInfo,
        description: 'Enter a campaign name and choose a CSV file.',
        variant: 'destructive',
      });
      return;
    }
    setSending(true);
    const id = newImportId();
    setImportId(id);
    try {
      const res = await uploadCampaignCsv(name.trim(), file, skipInvalid, id, mapping);
      const shared = res.sharedLeadCount
        ? `. ${res.sharedLeadCount} ${res.sharedLeadCount === 1 ? 'lead is' : 'leads are'} already in another running campaign: each number is called by one campaign a day`
        : '';
      const imported = `${res.leadCount} leads imported${res.skippedCount ? `, ${res.skippedCount} rows skipped` : ''}${shared}`;
      toast({
        title: 'Campaign created',
        description: res.unreadablePhoneCount ? (
          <UnreadablePhones imported={imported} campaignId={res.campaignId} count={res.unreadablePhoneCount} />
        ) : (
          imported
        ),
      });
      clear();
      onUploadComplete();
    } catch (err) {
      const message =
        err instanceof ApiError ? (err.serverMessage ?? 'Failed to create campaign') : 'Failed to create campaign';
      toast({ title: 'Upload failed', description: message, variant: 'destructive' });
    } finally {
      setSending(false);
      setImportId(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload Leads</CardTitle>
        <CardDescription>
          Create a campaign from a CSV file with an email column (first name, last name, company, phone, website
          optional; up to 10 MB)
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="campaign-name">Campaign Name</Label>
            <Input
              id="campaign-name"
              placeholder="Enter campaign name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={200}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="csv-file">CSV File</Label>
            <Input
              id="csv-file"
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              disabled={!may.allowed}
              title={may.reason}
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </div>
        </div>

        {reading && <Spinner className="h-5 w-5" label="Reading file" />}

        {result && !result.fileError && check.preview.length > 0 && (
          <div className="space-y-2" data-testid="csv-preview">
            <p className="text-sm font-medium">
              Preview (first {check.preview.length} of {result.rowCount} rows)
            </p>
            <div className="overflow-x-auto rounded border">
              <table className="w-full text-sm">
                <thead className="bg-muted">
                  <tr>
                    {result.headers.map((h, i) => (
                      <th key={i} className="px-2 py-1 text-left font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {check.preview.map((row, r) => (
                    <tr key={r} className="border-t">
                      {result.headers.map((_, i) => (
                        <td key={i} className="max-w-48 truncate px-2 py-1">
                          {row[i] ?? ''}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}

        {result && result.rawHeaders.length > 0 && check.preview.length > 0 && (
          <ColumnMapping result={result} onChange={(m) => void onMapping(m)} />
        )}

        {hasErrors && (
          <div
            role="alert"
            className="space-y-1 rounded border border-destructive/50 bg-destructive/10 p-3 text-sm"
            data-testid="csv-errors"
          >
            {result.fileError && <p className="font-medium">{result.fileError}</p>}
            {errorSummary(result.errors, result.errorCount, CSV_SHOWN_ERRORS).map((e, i) => (
              <p key={i}>{e}</p>
            ))}
          </div>
        )}

        {sending && <ImportProgressLine status={progress} />}

        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => void create(false)}
            disabled={!may.allowed || hasErrors || reading || sending}
            title={may.reason}
          >
            {sending ? 'Creating...' : 'Create Campaign'}
          </Button>
          <Button variant="outline" onClick={clear} disabled={sending}>
            Clear
          </Button>
          {hasErrors && validCount > 0 && !result.tooManyLeads && (
            <>
              <Button variant="secondary" onClick={() => void create(true)} disabled={!may.allowed || sending}>
                Import the {validCount} valid rows, skip the rest
              </Button>
              <Button
                variant="ghost"
                onClick={() => downloadText('skipped_rows.csv', skippedRowsCsv(result.headers, check.skipped))}
              >
                Download skipped rows report
              </Button>
            </>
          )}
          <LacksNote permission="campaigns:run" />
        </div>
      </CardContent>
    </Card>
  );
}

/** While the upload runs: its place in line, rows read, then leads saved of the total. */
function ImportProgressLine({ status }: { status: ReturnType<typeof useImportProgress> }) {
  const saving = status && (status.state === 'writing' || status.state === 'done') && status.total > 0;
  return (
    <div className="space-y-2" data-testid="import-progress">
      <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
        <span data-testid="import-progress-text">{importProgressText(status)}</span>
      </p>
      {saving && (
        <Progress value={Math.round((100 * status.written) / status.total)} label="Leads saved" durationMs={300} />
      )}
    </div>
  );
}

/** The import's warning: phones kept as typed but never called, with the list to download. */
function UnreadablePhones({ imported, campaignId, count }: { imported: string; campaignId: string; count: number }) {
  return (
    <span data-testid="unreadable-phones">
      {imported}. Warning: {count === 1 ? '1 phone number' : `${count} phone numbers`} could not be read as a number
      (include the country code, e.g. +1 555 010 0000); those leads will not be called.{' '}
      <a className="font-medium underline" href={`/api/admin/campaigns/${campaignId}/unreadable-phones.csv`} download>
        Download the list
      </a>
    </span>
  );
}
