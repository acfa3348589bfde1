import { WEEK_DAYS, type TDayHours, type TOpeningHours, type TWeekDay } from '@common/fact-sheet/schemas';
import { DAYS, DAY_BEFORE, TIME_RANGE, parseDays, parseTimeRange } from './clock';
import { clip, fromText, type FactPage } from './fact-page';
import { statedTimeZone } from './time-zone';

// Opening hours from a page's lines: "Mon–Fri 7am–6pm · Sat 8am–2pm", a table of days, a day on
// one line and its hours on the next. The lines that give hours close together are one block; the
// block naming the most days wins. Two blocks that disagree about a day (two offices, summer and
// winter hours) leave the hours out: the agent then says it does not know rather than a guess.

const ENTRY = new RegExp(
  `\\b(${DAYS})\\s*(?::|-|–|—|,)?\\s*(?:from\\s+)?(${TIME_RANGE}|closed|24\\s*hours)(?![\\w:])`,
  'gi',
);
const REVERSED = new RegExp(`(?:^|\\s)(${TIME_RANGE})\\s*,?\\s*(?:on\\s+)?(${DAYS})\\b`, 'gi');
const LABEL = /^(?:(?:office|business|opening|shop|store|our|clinic|working)\s+)?hours(?:\s+of\s+operation)?\s*:?\s*/i;
const DAY_ONLY = new RegExp(`^(${DAYS})\\s*:?$`, 'i');
const TIME_ONLY = new RegExp(`^(${TIME_RANGE}|closed)$`, 'i');
/** A dated line is an event or a holiday, not the week's hours. */
const DATED =
  /\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|happy\s+hour/i;
const EMERGENCY = /\bemergenc(?:y|ies)\b/i;
const ALWAYS =
  /\b24\s*\/\s*7\b|\b24\s*hours?(?:\s*a\s*day)?,?\s*(?:,|\/)?\s*7\s*days\b|\b24\s*hrs?\b|\b(?:a)?round[- ]the[- ]clock\b|\b24[- ]hours?\b/i;
const OPEN_ALWAYS = /\bopen\s*24\s*(?:\/\s*7|hours)\b/i;
const MAX_FLAG_LINE = 200;

interface Found {
  line: number;
  text: string;
  periods: Array<{ day: TWeekDay; opens: string; closes: string } | { day: TWeekDay; closed: true }>;
}

function entriesOf(line: string): Found['periods'] {
  if (line.length > 300 || DATED.test(line)) return [];
  const out: Found['periods'] = [];
  const read = (daysText: string, timeText: string) => {
    const days = parseDays(daysText);
    if (!days) return;
    const t = timeText.toLowerCase().replace(/\s+/g, ' ');
    if (t === 'closed') return days.forEach((day) => out.push({ day, closed: true }));
    const range = /^24 ?hours$/.test(t) ? { opens: '00:00', closes: '24:00' } : parseTimeRange(timeText);
    if (range) days.forEach((day) => out.push({ day, ...range }));
  };
  for (const m of line.matchAll(ENTRY)) {
    // "Monday Friday 9am - 5pm": the days are unclear, so none are read.
    if (DAY_BEFORE.test(line.slice(0, m.index))) return [];
    read(m[1], m[2]);
  }
  if (out.length === 0) for (const m of line.matchAll(REVERSED)) read(m[2], m[1]);
  return out;
}

/** Lines of one page with a day alone on one line and its hours on the next joined. */
function hourLines(lines: string[]): Found[] {
  const found: Found[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(LABEL, '');
    const next = lines[i + 1] ?? '';
    const joined = DAY_ONLY.test(line) && TIME_ONLY.test(next) ? `${line} ${next}` : line;
    const periods = entriesOf(joined);
    if (periods.length) found.push({ line: i, text: joined === line ? lines[i] : `${lines[i]} ${next}`, periods });
    if (joined !== line) i++;
  }
  return found;
}

interface Block {
  url: string;
  first: number;
  text: string;
  week: TDayHours[];
  closed: TWeekDay[];
}

function blocksOf(page: FactPage): Block[] {
  const blocks: Block[] = [];
  let cur: (Block & { last: number; texts: string[] }) | null = null;
  for (const f of hourLines(page.lines)) {
    if (!cur || f.line - cur.last > 3) {
      cur = { url: page.url, first: f.line, last: f.line, text: '', texts: [], week: [], closed: [] };
      blocks.push(cur);
    }
    cur.last = f.line;
    cur.texts.push(f.text);
    for (const p of f.periods)
      if ('closed' in p) cur.closed.push(p.day);
      else cur.week.push({ day: p.day, opens: p.opens, closes: p.closes });
  }
  return blocks.map((b) => {
    const label = page.lines
      .slice(Math.max(0, b.first - 2), b.first)
      .find((l) => /\bhours\b/i.test(l) && l.length < 60);
    const texts = (b as Block & { texts: string[] }).texts;
    return {
      url: b.url,
      first: b.first,
      text: [label, ...texts].filter(Boolean).join(' · '),
      week: dedupe(b.week),
      closed: [...new Set(b.closed)].filter((d) => !b.week.some((w) => w.day === d)),
    };
  });
}

function dedupe(week: TDayHours[]): TDayHours[] {
  const seen = new Map(week.map((w) => [`${w.day} ${w.opens} ${w.closes}`, w]));
  return [...seen.values()].sort(
    (a, b) => WEEK_DAYS.indexOf(a.day) - WEEK_DAYS.indexOf(b.day) || a.opens.localeCompare(b.opens),
  );
}

const dayKey = (b: Block, day: TWeekDay) =>
  b.closed.includes(day)
    ? 'closed'
    : b.week
        .filter((w) => w.day === day)
        .map((w) => `${w.opens}-${w.closes}`)
        .join(',');

/** Two blocks that both give a day and give it differently. */
function disagree(a: Block, b: Block): boolean {
  return WEEK_DAYS.some((d) => {
    const x = dayKey(a, d);
    const y = dayKey(b, d);
    return x !== '' && y !== '' && x !== y;
  });
}

/** One block giving a day two periods that overlap: two schedules (hospital and office hours) in one. */
function overlaps(b: Block): boolean {
  return b.week.some((x, i) =>
    b.week.some((y, j) => j > i && x.day === y.day && x.opens < y.closes && y.opens < x.closes),
  );
}

function flagLine(pages: FactPage[], test: (l: string) => boolean) {
  for (const p of pages)
    for (const l of p.lines) if (l.length <= MAX_FLAG_LINE && test(l)) return { url: p.url, text: l };
  return null;
}

export function readHours(pages: FactPage[]): TOpeningHours | null {
  const blocks = pages.flatMap(blocksOf);
  const days = (b: Block) => new Set([...b.week.map((w) => w.day), ...b.closed]).size;
  const best = [...blocks].sort((a, b) => days(b) - days(a))[0];
  const conflict = best && (overlaps(best) || blocks.some((b) => b !== best && disagree(best, b)));
  const emergency = flagLine(pages, (l) => EMERGENCY.test(l) && ALWAYS.test(l));
  const always = flagLine(pages, (l) => OPEN_ALWAYS.test(l) && !EMERGENCY.test(l));
  const chosen = best && !conflict ? best : null;
  if (!chosen && !emergency && !always) return null;
  const text = [chosen?.text, emergency && !chosen?.text.includes(emergency.text) ? emergency.text : null]
    .filter(Boolean)
    .join(' · ');
  const source = chosen ?? emergency ?? always!;
  return {
    week: chosen?.week ?? [],
    closed: chosen?.closed ?? [],
    timeZone: statedTimeZone(text),
    open24h7: !!always,
    emergency24h7: !!emergency,
    text: clip(text || source.text),
    source: fromText(source.url, text || source.text),
  };
}
