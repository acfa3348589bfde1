import { loadavg } from 'node:os';
import { classifyLead } from '../src/common/dispatch/classify-lead';
import { dialFactsOf } from '../src/server/features/dispatch/dial-facts';
import { loadPhonePlaceData } from '../src/server/features/dispatch/phone-places';
import { round } from './lib/load';
import type { BenchResult } from './run';

// Time-zone and calling-rule resolution for 100,000 imported leads (the preview's and
// the claim's work per lead, without the database): the callee place from the time-zone, state or
// ZIP column or the number's area code (Google's data), then the rules' decision. Target ≤ 1 s.
// The mix: 10 % time-zone column, 25 % state column, 15 % ZIP only, 50 % number only; numbers
// spread over 300 real area codes; 2 % registry matches. The data files are decoded first (once per
// process, timed apart), then two runs: the first fills the per-area-code and per-place caches.

const N = 100_000;
const AREA_CODES = [
  201, 202, 203, 205, 206, 207, 208, 209, 210, 212, 213, 214, 215, 216, 217, 218, 219, 224, 225, 228, 229, 231, 234,
  239, 240, 248, 251, 252, 253, 254, 256, 260, 262, 267, 269, 270, 276, 281, 301, 302, 303, 304, 305, 307, 308, 309,
  310, 312, 313, 314, 315, 316, 317, 318, 319, 320, 321, 323, 325, 330, 334, 336, 337, 339, 347, 351, 352, 360, 361,
  385, 386, 401, 402, 404, 405, 406, 407, 408, 409, 410, 412, 413, 414, 415, 417, 419, 423, 425, 430, 432, 434, 435,
  440, 443, 469, 470, 478, 479, 480, 484, 501, 502, 503, 504, 505, 507, 508, 509, 510, 512, 513, 515, 516, 517, 518,
  520, 530, 540, 541, 551, 559, 561, 562, 563, 567, 570, 571, 573, 574, 575, 580, 585, 586, 601, 602, 603, 605, 606,
  607, 608, 609, 610, 612, 614, 615, 616, 617, 618, 619, 620, 623, 626, 630, 631, 636, 641, 646, 650, 651, 660, 661,
  662, 678, 682, 701, 702, 703, 704, 706, 707, 708, 712, 713, 714, 715, 716, 717, 718, 719, 720, 724, 727, 731, 732,
  734, 740, 754, 757, 760, 763, 765, 770, 772, 773, 774, 775, 781, 785, 786, 801, 802, 803, 804, 805, 806, 808, 810,
  812, 813, 814, 815, 816, 817, 818, 828, 830, 831, 832, 843, 845, 847, 848, 850, 856, 857, 858, 859, 860, 862, 863,
  864, 865, 870, 878, 901, 903, 904, 906, 907, 908, 909, 910, 912, 913, 914, 915, 916, 917, 918, 919, 920, 925, 928,
  931, 936, 937, 940, 941, 947, 949, 951, 952, 954, 956, 970, 971, 972, 973, 978, 979, 980, 985, 989,
];
const STATES = ['Florida', 'TX', 'Oklahoma', 'MD', 'California', 'NY', 'Indiana', 'KY', 'Arizona', 'Nebraska'];
const ZIPS = ['33101', '73301', '10001', '60601', '94105', '02134', '85001', '80202', '98101', '21201'];
const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];

function makeRows() {
  return Array.from({ length: N }, (_, i) => {
    const npa = AREA_CODES[(i * 31) % AREA_CODES.length];
    const phoneE164 = `+1${npa}${String(2_000_000 + ((i * 7_919) % 7_999_999))}`;
    const k = i % 20;
    return {
      enrichmentStatus: 'enriched',
      callStatus: 'pending',
      voiceClone: 'maya',
      nextCallAt: null,
      phoneE164,
      timezone: k < 2 ? ZONES[i % 4] : null,
      region: k >= 2 && k < 7 ? STATES[i % STATES.length] : null,
      postalCode: k >= 7 && k < 10 ? ZIPS[i % ZIPS.length] : null,
      consent: null,
      consentSource: null,
      onDoNotCall: false,
      onRegistry: i % 50 === 0,
      callsLast24h: i % 7 === 0 ? 3 : 0,
      firstCallLast24h: i % 7 === 0 ? '2026-11-24T10:00:00Z' : null,
      otherCampaignCalls24h: i % 11 === 0 ? 1 : 0,
      firstOtherCampaignCall24h: i % 11 === 0 ? '2026-11-24T09:00:00Z' : null,
    };
  });
}

function run(rows: ReturnType<typeof makeRows>, at: Date) {
  const t0 = performance.now();
  const tally = { now: 0, later: 0, never: 0, done: 0 };
  for (const r of rows) tally[classifyLead(r, at, dialFactsOf(r, 1)).when]++;
  return { ms: performance.now() - t0, tally };
}

export default async function bench(): Promise<BenchResult> {
  const load0 = loadavg()[0];
  const rows = makeRows();
  const at = new Date('2026-11-24T18:00:00Z'); // 13:00 in New York
  const d0 = performance.now();
  loadPhonePlaceData();
  const dataLoadMs = performance.now() - d0;
  const first = run(rows, at);
  const second = run(rows, at);
  return {
    name: 'lawful-zones',
    metrics: {
      leads: N,
      dataLoadOnceMs: round(dataLoadMs),
      firstRunMs: round(first.ms),
      secondRunMs: round(second.ms),
      targetMs: 1000,
      withinTarget: first.ms <= 1000,
      now: first.tally.now,
      later: first.tally.later,
      never: first.tally.never,
      loadAvgAtStart: round(load0),
    },
    notes:
      'Pure work per lead as the preview does it (dialFactsOf + classifyLead), over in-memory rows. dataLoadOnceMs: decoding the libphonenumber data files (timezones.bson, geocodes/en/1.bson) and deriving the state zones, once per process.',
  };
}
