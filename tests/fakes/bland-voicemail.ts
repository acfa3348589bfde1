// The fake Bland's answering machine: the voicemail object of POST /v1/calls checked as
// the app sends it, and the finished call object of a call a machine answered.

/** `voicemail`: { action: "hangup" } or { action: "leave_message", message }. Null when valid (or absent). */
export function voicemailRefusal(voicemail: unknown): string | null {
  if (voicemail === undefined) return null;
  const vm = voicemail as { action?: unknown; message?: unknown } | null;
  if (!vm || typeof vm !== 'object' || (vm.action !== 'hangup' && vm.action !== 'leave_message'))
    return 'voicemail.action must be "hangup" or "leave_message"';
  if (vm.action === 'leave_message' && (typeof vm.message !== 'string' || !vm.message.trim()))
    return 'voicemail.message is required to leave a message';
  return null;
}

/**
 * The machine's greeting; then, when the call asked for it, the message spoken after the beep; on
 * "hangup" (Bland's default) nothing. `answered_by` says "voicemail" only when the call asked for
 * machine detection (`answered_by_enabled: true`).
 */
export function machineAnswered(callId: string, createdAt: string, request: Record<string, unknown>) {
  const vm = request.voicemail as { action?: string; message?: string } | undefined;
  const left = vm?.action === 'leave_message';
  const lines = [
    {
      id: 1,
      created_at: createdAt,
      text: "Hi, you've reached the voicemail of this number. Please leave a message after the tone.",
      user: 'user',
      c_id: callId,
    },
    ...(left ? [{ id: 2, created_at: createdAt, text: String(vm.message), user: 'assistant', c_id: callId }] : []),
  ];
  return {
    status: 'completed',
    queue_status: 'complete',
    completed: true,
    call_length: left ? 0.4 : 0.1,
    concatenated_transcript: lines.map((l) => `${l.user}: ${l.text}`).join(' \n '),
    transcripts: lines,
    answered_by: request.answered_by_enabled === true ? 'voicemail' : null,
    recording_url: null,
    price: left ? 0.03 : 0.01,
    summary: left ? 'Reached voicemail and left a message.' : 'Reached voicemail and hung up.',
    error_message: null,
    call_ended_by: 'ASSISTANT',
  };
}
