import type { TConversationMode } from '@common/conversations/schemas';

// Who the agent is in a conversation, and so who the other side is. The wizard's chat is a typed
// preview of the trial call: the agent is a job candidate phoning the visitor's business, and the
// visitor plays whoever at that business picks up. A campaign's agent (test chat, simulation,
// call) phones a lead on behalf of the campaign's business. When someone rings one of the
// campaign's numbers, the same agent answers for the business: the answerer.

export type AgentRole = 'candidate' | 'caller' | 'answerer';

export const roleOf = (mode: TConversationMode | string, direction?: string | null): AgentRole =>
  mode === 'chat' ? 'candidate' : direction === 'inbound' ? 'answerer' : 'caller';

interface Who {
  mode: TConversationMode | string;
  direction?: string | null;
  agentName: string;
  businessName: string;
}

/** The business the agent talks about, by name: the one it calls (candidate) or calls for (caller). */
export const businessOf = (c: Who) =>
  c.businessName || (roleOf(c.mode) === 'candidate' ? 'your business' : 'our business');

/** What the Sandbox says in its role where the words depend on it. */
export function roleLines(c: Who) {
  const business = businessOf(c);
  if (roleOf(c.mode) === 'candidate')
    return {
      greeting: `Hi! I'm ${c.agentName}, calling about joining the team at ${business}. Is now a good time to tell you a little about myself?`,
      aiAnswer: `Yes, I'm an AI voice agent demo, playing a job candidate who is calling ${business}. Shall I carry on?`,
      hiddenAi: `I'm ${c.agentName}, and I'd love to join the team at ${business}.`,
      unknown: `I haven't read that about ${business}, so I won't guess. Could you tell me a little about it?`,
      fallback: `I'd love to hear more about ${business}. What does a great hire look like for your team?`,
      goodbye: `Thank you so much for your time! I hope to hear from ${business} soon. Goodbye.`,
    };
  if (roleOf(c.mode, c.direction) === 'answerer')
    return {
      greeting: `Hi! You're through to ${c.agentName} at ${business}. How can I help you today?`,
      aiAnswer: `Yes, I'm an AI assistant answering the phone for ${business}. I can help, or put you in touch with a person. What would you like?`,
      hiddenAi: `I'm ${c.agentName} at ${business}. How can I help you today?`,
      unknown: `That's a good question. I don't have that detail to hand, but someone from ${business} can get back to you. Would you like to book a short meeting?`,
      fallback: `I can tell you about ${business}, book a meeting, arrange a callback or put you through to a person. What would you like?`,
      goodbye: `Thanks for calling ${business}! Have a great day. Goodbye.`,
    };
  return {
    greeting: `Hi! This is ${c.agentName} from ${business}. Is now a good moment for a quick chat?`,
    aiAnswer: `Yes, I'm an AI assistant calling on behalf of ${business}. I can still help, or put you in touch with a person. What would you like?`,
    hiddenAi: `I'm ${c.agentName}, calling from ${business}. How can I help you today?`,
    unknown: `That's a good question. I don't have that detail to hand, but someone from ${business} can follow up. Would you like to book a short meeting?`,
    fallback: `I can tell you about ${business}, book a meeting, arrange a callback or put you in touch with a person. What would you like?`,
    goodbye: `Thanks for your time! Have a great day. Goodbye from ${business}.`,
  };
}

/**
 * What the language model is told of its role after the agent's prompt, so a prompt that leaves
 * it open (or an edited one) never turns the caller into the business's receptionist.
 */
export function roleNote(c: Who): string {
  const business = businessOf(c);
  if (roleOf(c.mode) === 'candidate')
    return `

This conversation is your phone call, typed: you are ${c.agentName}, the job candidate who phoned ${business}. The user is the person at ${business} who picked up. You are not ${business}'s receptionist and never speak for ${business}; call it by its name, ${business}, and talk about it only from what you know or look up.`;
  if (roleOf(c.mode, c.direction) === 'answerer')
    return `

You are ${c.agentName}, answering the phone for ${business}; the user rang ${business}'s number. When the caller is not known yet and gives their name, keep it with save_caller_details.`;
  return `

You are ${c.agentName}, calling on behalf of ${business}; the user is the person you phoned.`;
}
