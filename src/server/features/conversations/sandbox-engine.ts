import type { TToolName } from '@common/conversations/schemas';
import type { TAfterHoursRule } from '@common/phone-numbers/schemas';
import type { ConversationEngine, EngineTurnInput, EngineTurnOutput, ToolCallRecord } from './agent';
import { roleLines, roleOf } from './agent-role';
import { openingLine } from './opening-line';
import { hidesAi, ignoresStop } from './prompt-rules';
import { assertsPremise, introduction, pickedIndex, sandboxIntent } from './sandbox-intents';

type Offered = Array<{ start: string; label: string }>;

/** The slots of the last book_meeting call, when it offered some and nothing was booked since. */
function pendingOffer(earlier: ToolCallRecord[]): Offered | null {
  const last = [...earlier].reverse().find((c) => c.name === 'book_meeting');
  const offered = last?.result.offered as Offered | undefined;
  return last && !last.result.booked && offered?.length ? offered : null;
}

const listSlots = (offered: Offered) =>
  offered.map((s, i) => `${['first', 'second', 'third'][i] ?? `#${i + 1}`}: ${s.label}`).join('; ');

/**
 * An excerpt with what it is under: lines under "Office Hours" ("Mon–Fri 7am–6pm") say nothing
 * without their heading; the page is named as its source.
 */
function pageAnswer(answer: string, source: { title: string; url?: string; heading?: string }): string {
  const heading = source.heading?.split(' › ').pop() ?? '';
  const said = heading && !answer.toLowerCase().includes(heading.toLowerCase()) ? `${heading}: ${answer}` : answer;
  return `${said} (from ${source.title || source.url})`;
}

type Run = (name: TToolName, input?: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * Someone asks for a person while the business is closed: nobody is put through (the tool is not
 * offered); the agent says when the business answers and takes the caller's words as their message,
 * or books the first callback inside the hours that the caller may lawfully be called.
 */
async function afterHoursReply(closed: TAfterHoursRule, text: string, run: Run): Promise<string> {
  const hours = `We're closed right now (we answer calls ${closed.hours.start}–${closed.hours.end} ${closed.hours.timeZone}), so I can't put you through.`;
  if (closed.choice === 'message') {
    const r = await run('take_message', { message: text });
    return r.taken
      ? `${hours} I've taken your message and someone will get back to you once we open.`
      : `${hours} I already have your message; someone will get back to you once we open.`;
  }
  // As soon as possible: the tool moves it to the first moment inside the hours and the caller's window.
  // "now" is read on the tool's clock (a test's clock too), never this process's.
  const r = await run('schedule_callback', { when: 'now' });
  return r.scheduled
    ? `${hours} I'll have someone call you back ${String(r.label)}.`
    : `${hours} Please call us back when we're open.`;
}

/**
 * The offline conversation engine: deterministic, keyword-driven, labelled Sandbox. It calls the
 * same tools a language model would, so every tool can be seen working without a key.
 */
export function createSandboxEngine(): ConversationEngine {
  return {
    name: 'sandbox',
    mode: 'sandbox',
    opening: (s) => openingLine(s.agentName, s.businessName, !hidesAi(s.prompt), roleOf(s.mode)),
    async turn({ conversation, text, earlier, runTool }: EngineTurnInput): Promise<EngineTurnOutput> {
      const lines = roleLines(conversation);
      const calls: ToolCallRecord[] = [];
      const run = async (name: Parameters<typeof runTool>[0], input: Record<string, unknown> = {}) => {
        const c = await runTool(name, input);
        calls.push(c);
        return c.result;
      };
      const done = (reply: string, ended = false): EngineTurnOutput => ({ text: reply, toolCalls: calls, ended });
      const offered = pendingOffer(earlier);

      // Someone who rang us and is not known yet gives their name: they are kept as a lead.
      const intro =
        conversation.direction === 'inbound' &&
        !conversation.leadId &&
        !earlier.some((c) => c.name === 'save_caller_details')
          ? introduction(text)
          : null;
      if (intro) {
        await run('save_caller_details', intro);
        return done(`Thanks, ${intro.name.split(' ')[0]}! I've noted your details. How can I help you today?`);
      }

      const intent = sandboxIntent(text, offered !== null);
      switch (intent === 'opt_out' && ignoresStop(conversation.prompt) ? 'other' : intent) {
        case 'opt_out':
          await run('add_to_do_not_call');
          await run('end_call');
          return done(
            "I'm sorry to have bothered you. I've taken your number off our list and we won't call again. Goodbye.",
            true,
          );
        case 'goodbye':
          await run('end_call');
          return done(lines.goodbye, true);
        case 'callback': {
          // The tool says why and when in the callee's own time, or asks again for a time it can't read.
          const r = await run('schedule_callback', { when: text });
          return done(String(r.say ?? "Sorry, I couldn't set that callback. When would suit you?"));
        }
        case 'person': {
          const closed = conversation.afterHours;
          if (closed) return done(await afterHoursReply(closed, text, run));
          const r = await run('transfer_to_human', { reason: text.slice(0, 200) });
          if (r.transferred) return done('Of course, putting you through to a colleague now.', true);
          const hours = r.hours as { start: string; end: string; timeZone: string } | undefined;
          // The callee hears the real reason: the team's hours, when that is why.
          const why = hours ? `Our team takes calls ${hours.start}–${hours.end} ${hours.timeZone}, so I` : 'I';
          return done(
            `${why} can't put you through to someone right now, but I can have a person call you back. When would suit you?`,
          );
        }
        case 'decline':
          // A refusal books nothing and is not pressed: the callee is thanked and may still ask.
          return done(
            `Understood, I won't book anything. Thanks for your time — is there anything else I can help with?`,
          );
        case 'meeting': {
          const r = await run('book_meeting');
          if (r.reason === 'already_booked')
            return done("You're already booked in for this call's meeting. Anything else I can help with?");
          const slots = (r.offered as Offered | undefined) ?? [];
          if (!slots.length)
            return done(
              "I'm sorry, there are no open times in the calendar right now. Could someone call you back instead?",
            );
          return done(
            `Happy to set that up. I have these times (${r.timeZone}): ${listSlots(slots)}. Which suits you?`,
          );
        }
        case 'pick_slot': {
          const slot = offered![Math.min(pickedIndex(text), offered!.length - 1)];
          const r = await run('book_meeting', { slotStart: slot.start });
          if (r.booked)
            return done(
              `You're booked for ${(r.slot as { label: string }).label}. We look forward to speaking with you!`,
            );
          const others = (r.offered as Offered | undefined) ?? [];
          if (r.reason === 'slot_taken' && others.length)
            return done(`Sorry, that time was just taken. I can still offer ${listSlots(others)}. Which suits you?`);
          return done("Sorry, I couldn't book that time. Could someone call you back instead?");
        }
        case 'ai_question':
          return done(hidesAi(conversation.prompt) ? lines.hiddenAi : lines.aiAnswer);
        case 'greeting':
          return done(lines.greeting);
        case 'question': {
          const r = await run('lookup_knowledge', { question: text });
          // A claim put as a question ("you're the cheapest, right?") is never agreed to: the
          // agent says what its knowledge says, or that it does not know.
          const premise = assertsPremise(text) ? "I can't confirm that. " : '';
          if (r.found) {
            const source = r.source as { title: string; url?: string; heading?: string };
            // The admin's own answer and the fact sheet's are said as written; a page's excerpt
            // says where it is from.
            if (source.title === 'Q&A' || source.title === 'Fact sheet') return done(`${premise}${String(r.answer)}`);
            return done(`${premise && `${premise}What I can tell you: `}${pageAnswer(String(r.answer), source)}`);
          }
          return done(`${premise}${lines.unknown}`);
        }
        default:
          return done(lines.fallback);
      }
    },
  };
}
