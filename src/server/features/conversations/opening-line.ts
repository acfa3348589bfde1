/**
 * The agent's opening line: its name, that it is an AI assistant and the business, which the law
 * asks for in the first turn of an AI call. `disclose` is false only for the Sandbox standing in for
 * a model whose prompt forbids the disclosure, so simulations can catch such a prompt.
 */
export const openingLine = (agentName: string, businessName: string, disclose = true) =>
  `Hi, this is ${agentName}${disclose ? ', an AI assistant' : ''}${businessName ? ` from ${businessName}` : ''}! How can I help you today?`;
