import { z } from 'zod';
import { MAX_TONE_BOOSTERS } from './options';
import { MSG } from './messages';

// The wizard's step forms, validated on Continue with the spec's exact messages. A module of their
// own, apart from the request schemas in schemas.ts: step 1's Continue
// loads it, and on a phone building all of schemas.ts's schemas at that moment blocked the tap's
// response for tens of milliseconds.

export const ZStep1 = z
  .object({ industry: z.string(), industryCustom: z.string(), websiteUrl: z.string() })
  .superRefine((v, ctx) => {
    if (!v.industry.trim()) ctx.addIssue({ code: 'custom', path: ['industry'], message: MSG.industryRequired });
    else if (v.industry === 'custom' && !v.industryCustom.trim())
      ctx.addIssue({ code: 'custom', path: ['industryCustom'], message: MSG.industryCustomRequired });
  });

export const ZStep2 = z.object({
  gender: z.string().min(1, MSG.genderRequired),
  age: z.string().min(1, MSG.ageRequired),
  energyStyle: z.string().min(1, MSG.energyRequired),
  toneBooster: z.array(z.string()).min(1, MSG.toneRequired).max(MAX_TONE_BOOSTERS),
  name: z.string().refine((s) => s.trim().length > 0, MSG.nameRequired),
  hometown: z.string().min(1, MSG.hometownRequired),
});
