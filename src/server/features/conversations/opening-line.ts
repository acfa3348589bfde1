import type { AgentRole } from './agent-role';

/**
 * The agent's opening line: its name, that it is an AI assistant, and the business, which the law
 * asks for in the first turn of an AI call. A caller names the business it calls for and asks
 * whether now suits (the campaign's script); a candidate (the wizard's trial call) names the
 * business it phones and why. `disclose` is false only for the Sandbox standing in for a model
 * whose prompt forbids the disclosure, so simulations can catch such a prompt.
 */
export function openingLine(agentName: string, businessName: string, disclose = true, role: AgentRole = 'caller') {
  const me = `Hi, this is ${agentName}${disclose ? ', an AI assistant' : ''}`;
  if (role === 'answerer')
    return `Thanks for calling${businessName ? ` ${businessName}` : ''}! This is ${agentName}${disclose ? ', an AI assistant' : ''}. How can I help you today?`;
  if (role === 'candidate')
    return `${me}, calling about joining the team at ${businessName || 'your business'}. Do you have a minute to chat?`;
  return `${me}${businessName ? ` calling from ${businessName}` : ''}. Is now a good moment to talk?`;
}
