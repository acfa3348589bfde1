import type { TToolName } from '@common/conversations/schemas';
import type { ToolCallRecord, ToolContext } from '../agent';
import { addToDoNotCallTool } from './add-to-do-not-call';
import { bookMeeting } from './book-meeting';
import { lookupKnowledge } from './lookup-knowledge';
import { scheduleCallback } from './schedule-callback';
import { transferToHuman } from './transfer-to-human';
import { saveCallerDetails } from './save-caller-details';
import { takeMessage } from './take-message';

/**
 * One tool call, the same whoever drives the conversation (Sandbox, language model, a voice
 * provider). `test` says the call changed nothing real: every mode but live.
 */
export async function runTool(
  t: ToolContext,
  name: TToolName,
  input: Record<string, unknown>,
): Promise<ToolCallRecord> {
  const result = await (async () => {
    switch (name) {
      case 'book_meeting':
        return bookMeeting(t, input);
      case 'transfer_to_human':
        return transferToHuman(t);
      case 'add_to_do_not_call':
        return addToDoNotCallTool(t);
      case 'schedule_callback':
        return scheduleCallback(t, input);
      case 'lookup_knowledge':
        return lookupKnowledge(t, input);
      case 'save_caller_details':
        return saveCallerDetails(t, input);
      case 'take_message':
        return takeMessage(t, input);
      case 'end_call':
        return { ended: true };
    }
  })();
  const record = { name, input, result, test: t.mode !== 'live' };
  t.earlier.push(record);
  return record;
}
