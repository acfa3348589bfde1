import { useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { leadCallText } from '@common/campaigns/lead-call-text';
import type { TLead, TLeadPage, TLeadSortField } from '@common/campaigns/schemas';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { apiRequest } from '@client/lib/api';
import { useCan } from '@client/shared/role/role';
import { LeadDeleteDialog } from './lead-delete-dialog';
import { LeadDetailsDialog } from './lead-details-dialog';
import { LeadBulkBar } from './lead-bulk-bar';
import { LeadFilters } from './lead-filters';
import { LeadFormDialog } from './lead-form-dialog';
import { useLeadListParams } from './lead-list-params';

const PAGE_SIZE = 200;
const ROW_HEIGHT = 36;
const ACTIONS_WIDTH = 116;

const EMPTY: TLead[] = [];

const COLUMNS: Array<
  ColumnDef<TLead> & { accessorKey: keyof TLead; sort?: TLeadSortField; text?: (l: TLead) => string }
> = [
  { header: 'Row', accessorKey: 'rowNumber', sort: 'row', size: 70 },
  { header: 'Email', accessorKey: 'email', sort: 'email', size: 240 },
  { header: 'First Name', accessorKey: 'firstName', sort: 'firstName', size: 130 },
  { header: 'Last Name', accessorKey: 'lastName', sort: 'lastName', size: 130 },
  { header: 'Company', accessorKey: 'companyName', sort: 'companyName', size: 200 },
  { header: 'Phone', accessorKey: 'phoneNumber', size: 150 },
  { header: 'Enrichment', accessorKey: 'enrichmentStatus', sort: 'enrichmentStatus', size: 110 },
  { header: 'Voice', accessorKey: 'voiceClone', size: 130 },
  {
    header: 'Call',
    accessorKey: 'callStatus',
    sort: 'callStatus',
    size: 230,
    text: (l) => leadCallText(l, new Date()),
  },
];

/**
 * A campaign's leads, paged, sorted and searched by the server (GET …/leads), rendered as a
 * virtual list: only the visible rows are in the DOM and pages load as they scroll into view, so
 * a 100,000-lead campaign opens at once.
 */
export function LeadTable({ campaignId }: { campaignId: string }) {
  const may = useCan('campaigns:run');
  const change = { disabled: !may.allowed, title: may.reason };
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<{ field: TLeadSortField; desc: boolean }>({ field: 'row', desc: false });
  const [opened, setOpened] = useState<TLead | null>(null);
  // null: closed; 'new': Add lead; a lead: Edit lead.
  const [editing, setEditing] = useState<TLead | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TLead | null>(null);
  const { filters, setFilters } = useLeadListParams();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  useEffect(() => {
    const t = setTimeout(() => setQ(search.trim()), 250);
    return () => clearTimeout(t);
  }, [search]);

  const sortParam = `${sort.desc ? '-' : ''}${sort.field}`;
  const query = useInfiniteQuery({
    queryKey: ['/api/admin/campaigns', campaignId, 'leads', { q, sort: sortParam, ...filters }],
    // Pages after the first are fetched by the previous page's cursor (keyset): the
    // 500th page costs the server what the first does.
    initialPageParam: '',
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ pageSize: String(PAGE_SIZE), sort: sortParam });
      if (pageParam) params.set('cursor', pageParam);
      if (q) params.set('q', q);
      for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
      return apiRequest<TLeadPage>('GET', `/api/admin/campaigns/${campaignId}/leads?${params}`);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Scrolling to the end of 100,000 leads loads 500 pages; comparing every page already held
    // with its refetched self on each arrival made the tab stall. Pages are
    // immutable answers: no structural sharing.
    structuralSharing: false,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const first = query.data?.pages[0];
  // A search's count stops at a bound ("1,000+"); the list then grows as pages arrive.
  const capped = first?.totalCapped ?? false;
  const total = capped ? rows.length + (query.hasNextPage ? PAGE_SIZE : 0) : (first?.total ?? 0);

  // The table model serves the header only: a row model over every loaded lead is rebuilt on each
  // page (O(n) per page, O(n²) to the end of a 100,000-lead list), so the visible rows are drawn
  // straight from `rows` instead.
  const table = useReactTable({
    data: EMPTY,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
  });
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });
  const items = virtual.getVirtualItems();
  const lastIndex = items.length ? items[items.length - 1].index : 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (lastIndex >= rows.length - 1 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [lastIndex, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const width = COLUMNS.reduce((s, c) => s + (c.size ?? 120), 0) + ACTIONS_WIDTH;
  const onSort = (field?: TLeadSortField) =>
    field && setSort((s) => ({ field, desc: s.field === field ? !s.desc : false }));

  return (
    <div className="space-y-2 rounded-lg border p-3" data-testid="lead-table">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Input
          type="search"
          aria-label="Search leads"
          placeholder="Search email, name, company, phone..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="max-w-sm"
        />
        <Button size="sm" onClick={() => setEditing('new')} {...change}>
          <Plus /> Add lead
        </Button>
        <p className="text-sm text-muted-foreground" data-testid="lead-total">
          {query.isPending
            ? 'Loading leads...'
            : capped
              ? `${(first?.total ?? 0).toLocaleString()}+ leads`
              : `${total.toLocaleString()} ${total === 1 ? 'lead' : 'leads'}`}
        </p>
      </div>
      <LeadFilters campaignId={campaignId} value={filters} onChange={setFilters} />
      <LeadBulkBar campaignId={campaignId} ids={[...selected]} onDone={() => setSelected(new Set())} />
      <div ref={scroller} className="h-96 overflow-auto rounded border text-sm" role="table" aria-rowcount={total}>
        <div style={{ width }} className="sticky top-0 z-10 flex border-b bg-muted font-medium" role="row">
          {/* Actions first: on a phone they are in view without scrolling the table sideways. */}
          <span role="columnheader" style={{ width: ACTIONS_WIDTH }} className="shrink-0 px-2 py-2">
            Actions
          </span>
          {table.getHeaderGroups()[0].headers.map((h) => {
            const field = (h.column.columnDef as (typeof COLUMNS)[number]).sort;
            return (
              <button
                key={h.id}
                type="button"
                role="columnheader"
                style={{ width: h.column.getSize() }}
                className="shrink-0 px-2 py-2 text-left disabled:cursor-default"
                disabled={!field}
                onClick={() => onSort(field)}
                aria-sort={field && sort.field === field ? (sort.desc ? 'descending' : 'ascending') : undefined}
              >
                {flexRender(h.column.columnDef.header, h.getContext())}
                {field && sort.field === field ? (sort.desc ? ' ↓' : ' ↑') : ''}
              </button>
            );
          })}
        </div>
        <div style={{ height: virtual.getTotalSize(), width, position: 'relative' }}>
          {items.map((v) => {
            const row = rows[v.index] as TLead | undefined;
            return (
              <div
                key={v.key}
                role="row"
                data-testid="lead-row"
                tabIndex={row ? 0 : -1}
                onClick={() => row && setOpened(row)}
                onKeyDown={(e) => row && e.key === 'Enter' && setOpened(row)}
                className="absolute left-0 flex cursor-pointer border-b hover:bg-muted/50"
                style={{ top: v.start, height: ROW_HEIGHT, width }}
              >
                {row ? (
                  <>
                    <div
                      role="cell"
                      style={{ width: ACTIONS_WIDTH }}
                      className="flex shrink-0 items-center gap-1 px-1"
                      onClick={(e) => e.stopPropagation()}
                      onKeyDown={(e) => e.stopPropagation()}
                    >
                      <input
                        type="checkbox"
                        className="mx-1 h-4 w-4"
                        aria-label={`Select ${row.email}`}
                        checked={selected.has(row.id)}
                        onChange={() => toggle(row.id)}
                      />
                      <Button
                        size="sm"
                        variant="ghost"
                        className="h-7 px-2"
                        aria-label="Edit lead"
                        onClick={() => setEditing(row)}
                        {...change}
                      >
                        <Pencil />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="h-7 px-2 text-destructive"
                        aria-label="Delete lead"
                        onClick={() => setDeleting(row)}
                        {...change}
                      >
                        <Trash2 />
                      </Button>
                    </div>
                    {COLUMNS.map((c) => (
                      <div
                        key={c.accessorKey}
                        role="cell"
                        style={{ width: c.size ?? 120 }}
                        className="shrink-0 truncate px-2 py-2"
                      >
                        {c.text ? c.text(row) : String(row[c.accessorKey] ?? '')}
                      </div>
                    ))}
                  </>
                ) : (
                  <div className="px-2 py-2 text-muted-foreground">Loading...</div>
                )}
              </div>
            );
          })}
        </div>
      </div>
      <LeadDetailsDialog lead={opened} onClose={() => setOpened(null)} />
      <LeadFormDialog
        campaignId={campaignId}
        open={editing !== null}
        lead={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <LeadDeleteDialog lead={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
