// Consent as the import kept it (a consent / opt-in column, its date and source, as typed).

/**
 * Whether a lead's recorded consent is written permission to call: the national registry rule
 * exempts a seller holding "the express agreement, in writing" of the person called (16 CFR
 * 310.4(b)(1)(iii)(B)(1); 47 CFR 64.1200(c)(2)(ii)). Only a consent cell that says written
 * ("written", "express written", "PEWC") counts; a bare "yes" or "opted in" does not.
 */
export function isWrittenConsent(consent: string | null, source: string | null = null): boolean {
  const text = `${consent ?? ''} ${source ?? ''}`.toLowerCase();
  if (!consent || /^\s*(no|false|0|n|none|revoked|opted out)\s*$/i.test(consent)) return false;
  return /\bwritten\b|\bpewc\b|\be-?sign/.test(text);
}
