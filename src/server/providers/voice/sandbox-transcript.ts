/**
 * What the sandbox's simulated call "says": the agent introduces itself with the name and industry
 * found in its prompt, a simulated listener answers. Deterministic, so tests can check it.
 */

export interface AgentIdentity {
  name: string;
  industry: string;
}

const NAME_PATTERNS = [
  /\b[Yy]our name is\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)/,
  /\bname\s*:\s*([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  /\b[Yy]ou are\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*(?:[,.(]|$)/m,
  /\b(?:I am|I'm)\s+([A-Z][\w'-]+)/,
];
const INDUSTRY_PATTERNS = [
  // The product's base template: "phoning {companyName} ({industry})".
  /\bphoning\s+[^()\n]{1,80}\(([^)\n]{2,40})\)/i,
  // "Industry: X" as a field at the start of a line, not the word inside a sentence.
  /^[\s*-]*industry\s*:\s*([^\n.;,]{2,40})/im,
  /\bin the\s+([\w &/-]{2,40}?)\s+(?:industry|sector|field|space)\b/i,
  /\b([\w&/-]{2,30})\s+(?:industry|sector)\b/i,
];
/** Words the "you are X" pattern would otherwise take for a name. */
const NOT_NAMES = new Set(['A', 'An', 'The', 'AI', 'Calling', 'An AI', 'Now']);

function firstMatch(text: string, patterns: RegExp[], reject: (s: string) => boolean = () => false): string | null {
  for (const p of patterns) {
    const m = text.match(p);
    const value = m?.[1]?.trim();
    if (value && !reject(value)) return value;
  }
  return null;
}

export function agentIdentityFromPrompt(prompt: string): AgentIdentity {
  const name =
    firstMatch(prompt, NAME_PATTERNS, (s) => NOT_NAMES.has(s) || NOT_NAMES.has(s.split(/\s+/)[0])) ?? 'your AI agent';
  const industry = firstMatch(prompt, INDUSTRY_PATTERNS)?.toLowerCase() ?? 'your';
  return { name, industry };
}

export interface SimulatedConversation {
  transcripts: Array<{ user: string; text: string }>;
  transcript: string;
  summary: string;
  /** Talk time the conversation would take at about 2.5 spoken words a second. */
  durationSeconds: number;
}

export function simulateConversation(prompt: string): SimulatedConversation {
  const { name, industry } = agentIdentityFromPrompt(prompt);
  const team = industry === 'your' ? 'your team' : `a ${industry} team like yours`;
  const intro = name === 'your AI agent' ? 'Hi, this is your AI agent calling.' : `Hi, this is ${name} calling.`;
  const transcripts = [
    { user: 'agent-action', text: 'Sandbox simulation: no real phone call was placed.' },
    { user: 'assistant', text: `${intro} I'd love to join ${team}. Do you have a minute to chat?` },
    { user: 'user', text: 'Sure, I have a minute. Tell me a bit about yourself.' },
    {
      user: 'assistant',
      text: `I've been following the ${industry === 'your' ? 'industry' : industry} space closely and I'm good with customers. What matters most to you when you hire?`,
    },
    { user: 'user', text: 'Reliability, and someone who is good with people.' },
    { user: 'assistant', text: "That's exactly how I work. Thanks for your time, I'll let you go. Have a great day!" },
    { user: 'user', text: 'Thanks, bye.' },
  ];
  const spoken = transcripts.filter((t) => t.user !== 'agent-action');
  const words = spoken.reduce((n, t) => n + t.text.split(/\s+/).length, 0);
  return {
    transcripts,
    transcript: transcripts.map((t) => `${t.user}: ${t.text}`).join('\n'),
    summary: `Sandbox simulation (no real call): ${name} introduced themselves as a candidate for ${team} and the simulated listener answered.`,
    durationSeconds: Math.round(words / 2.5),
  };
}
