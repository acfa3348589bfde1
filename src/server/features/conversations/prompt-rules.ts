// What the Sandbox engine reads of the agent's prompt. It stands in for a model that obeys its
// instructions, so a prompt that tells the agent to hide that it is an AI, or to ignore opt-outs,
// must make the Sandbox misbehave the same way; otherwise simulations could never catch it offline.

const HIDE_AI =
  /\b(never|don'?t|do not|must not)\s+(reveal|say|admit|tell|disclose|mention)\b[^.]*\b(AI|artificial|robot|bot|automated|machine)\b/i;
const IGNORE_STOP =
  /\b(ignore|disregard|don'?t honou?r|do not honou?r)\b[^.]*\b(stop|do[- ]not[- ]call|opt[- ]?outs?|remove)\b/i;

export const hidesAi = (prompt: string) => HIDE_AI.test(prompt);
export const ignoresStop = (prompt: string) => IGNORE_STOP.test(prompt);
