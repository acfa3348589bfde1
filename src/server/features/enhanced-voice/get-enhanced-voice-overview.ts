import {
  ENHANCED_VOICE_LIST_LIMIT,
  type TEnhancedVoiceLead,
  type TEnhancedVoiceOverview,
} from '@common/enhanced-voice/schemas';
import type { AppContext } from '../../context';
import { enhancedVoiceStats, enrichedLeadsWithPhone, type EnrichmentRow, type LeadRow } from './enhanced-voice.repo';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strs = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function toEnhancedVoiceLead(lead: LeadRow, e: EnrichmentRow | null): TEnhancedVoiceLead {
  const g = (e?.gptAnalysis ?? {}) as Record<string, unknown>;
  const fc = (e?.firecrawlData ?? {}) as { success?: unknown; businessInsights?: Record<string, unknown> };
  return {
    id: lead.id,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phoneNumber: lead.phoneE164 || lead.phoneNumber,
    companyName: lead.companyName,
    website: lead.website,
    industry: e?.industry || lead.industry,
    callStatus: lead.callStatus,
    hasWebData: fc.success === true,
    businessDescription: str(g.businessDescription),
    keyServices: strs(g.keyServices),
    painPoints: strs(g.painPoints),
    targetAudience: str(g.targetAudience),
    keyPoints: strs(fc.businessInsights?.keyPoints),
  };
}

/** GET /api/admin/enhanced-voice: the stat row and the selectable leads of /test-enhanced-voice. */
export async function getEnhancedVoiceOverview(ctx: AppContext): Promise<TEnhancedVoiceOverview> {
  const [stats, rows] = await Promise.all([
    enhancedVoiceStats(ctx.db),
    enrichedLeadsWithPhone(ctx.db, ENHANCED_VOICE_LIST_LIMIT),
  ]);
  return { stats, leads: rows.map((r) => toEnhancedVoiceLead(r.lead, r.enrichment)) };
}
