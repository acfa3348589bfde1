// What every campaign call's agent prompt opens with (FCC 24-17 treats AI voices as
// artificial voices under the TCPA): the calling business, that the caller is an AI assistant, and
// that a request to stop calling is honoured. The callee's opt-out itself is recorded after the
// call (calls/apply-call-details.ts adds the number to the do-not-call list for every campaign).

export const disclosureOpening = (business: string) =>
  `You are an AI assistant calling on behalf of ${business}. Begin the call by saying your name, that you are an AI assistant, and that you are calling on behalf of ${business}. ` +
  `If the person asks you to stop calling, not to call again, or to be put on a do-not-call list, apologise, confirm that ${business} will not call them again, and end the call politely.`;

/** The campaign prompt as sent: the disclosure first, then the lead's prompt, cut to `max` characters (never the disclosure). */
export function campaignCallPrompt(business: string, prompt: string, max: number): string {
  const head = disclosureOpening(business);
  return `${head}\n\n${prompt}`.slice(0, Math.max(max, head.length));
}
