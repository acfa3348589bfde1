// A call to action opens on an imperative ("Check Availability", "Book Now", "Read More", "Get a
// free quote"): it asks the visitor to do something and names nothing the business sells. One list
// for the menu, the services and the last gate before a value reaches the profile.

const CALL_TO_ACTION =
  /^(?:check|view|see|find|get|request|book|call|learn|read|discover|explore|meet|visit|buy|shop|order|browse|subscribe|follow|join|apply|start|click|download|watch|sign|log|contact|email|send|claim|schedule|reserve|choose|redeem|compare|try|enquire|inquire|ask|chat|donate|grab|unlock|upgrade|pay|more)\b/i;

export const isCallToAction = (text: string) => CALL_TO_ACTION.test(text.trim());
