import {
  ZVoiceCallRequest,
  ZVoiceSessionResponse,
  ZVoiceToolRelayResponse,
  type TChatMessage,
  type TToolCallView,
} from '@common/conversations/schemas';
import { VOICE_SESSION_OVER_MESSAGE } from '@common/conversations/tool-arguments';
import { apiRequest } from '@client/lib/api';

// A voice conversation with the agent through the OpenAI Realtime API over WebRTC. The server
// mints a short-lived client secret for the chat's prompt and tools (the API key never reaches the
// browser); the model's tool calls arrive on the `oai-events` data channel and are run by the
// server, which also stores the transcript lines, so a voice chat is recorded like a typed one.

const REALTIME_CALLS_URL = 'https://api.openai.com/v1/realtime/calls';

export interface VoiceSessionEvents {
  onLine(line: TChatMessage): void;
  onTool(call: TToolCallView): void;
  onEnded(): void;
  onError(message: string): void;
}

export interface VoiceSession {
  close(): void;
}

interface RealtimeEvent {
  type: string;
  call_id?: string;
  name?: string;
  arguments?: string;
  transcript?: string;
  error?: { message?: string };
}

/**
 * Tells the server which Realtime call this session connected (the last segment of the SDP
 * answer's Location, `/v1/realtime/calls/rtc_…`), so it can end the call when the session's time
 * is up. Best effort: without it the server still refuses the session's relays after that time.
 */
function reportCall(at: string, location: string | null): void {
  const callId = callIdFromLocation(location);
  if (callId) apiRequest('POST', `${at}/voice-session/call`, { callId }).catch(() => undefined);
}

/** The call id in a Location such as `/v1/realtime/calls/rtc_…` (absolute or not), or null. */
export function callIdFromLocation(location: string | null): string | null {
  const callId = location?.split('?')[0].split('/').filter(Boolean).pop();
  const parsed = ZVoiceCallRequest.safeParse({ callId });
  return parsed.success ? parsed.data.callId : null;
}

/** `base` is the chat's collection: /api/agent-chats (wizard) or /api/admin/agent-chats. */
export async function openVoiceSession(
  base: string,
  chatId: string,
  events: VoiceSessionEvents,
): Promise<VoiceSession> {
  const at = `${base}/${encodeURIComponent(chatId)}`;
  const secret = ZVoiceSessionResponse.parse(await apiRequest('POST', `${at}/voice-session`));
  const mic = await navigator.mediaDevices.getUserMedia({ audio: true });
  const pc = new RTCPeerConnection();
  const speaker = new Audio();
  speaker.autoplay = true;
  pc.ontrack = (e) => {
    speaker.srcObject = e.streams[0];
  };
  for (const track of mic.getTracks()) pc.addTrack(track, mic);
  const channel = pc.createDataChannel('oai-events');
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    channel.close();
    pc.close();
    for (const track of mic.getTracks()) track.stop();
    speaker.srcObject = null;
  };
  const sendEvent = (event: Record<string, unknown>) => {
    if (channel.readyState === 'open') channel.send(JSON.stringify(event));
  };
  const fail = (err: unknown) => {
    events.onError(err instanceof Error ? err.message : String(err));
    close();
  };

  // Transcript lines go to the server in the order they were heard.
  let saving = Promise.resolve();
  const record = (line: TChatMessage) => {
    events.onLine(line);
    saving = saving
      .then(() => apiRequest('POST', `${at}/voice-turns`, { turns: [line] }))
      .then(() => undefined)
      .catch(fail);
  };

  const relayTool = async (e: RealtimeEvent) => {
    const r = ZVoiceToolRelayResponse.parse(
      await apiRequest('POST', `${at}/voice-tools`, { name: e.name, arguments: e.arguments ?? '', callId: e.call_id }),
    );
    events.onTool(r.toolCall);
    sendEvent({
      type: 'conversation.item.create',
      item: { type: 'function_call_output', call_id: e.call_id, output: JSON.stringify(r.toolCall.result) },
    });
    if (r.ended) {
      events.onEnded();
      // Let the goodbye play out before hanging up.
      setTimeout(close, 4000);
      return;
    }
    sendEvent({ type: 'response.create' });
  };

  channel.onopen = () => sendEvent({ type: 'response.create' });
  channel.onmessage = (msg) => {
    let e: RealtimeEvent;
    try {
      e = JSON.parse(String(msg.data)) as RealtimeEvent;
    } catch {
      return;
    }
    if (e.type === 'response.function_call_arguments.done') relayTool(e).catch(fail);
    else if (e.type === 'conversation.item.input_audio_transcription.completed' && e.transcript?.trim())
      record({ role: 'visitor', text: e.transcript.trim() });
    else if (
      (e.type === 'response.output_audio_transcript.done' || e.type === 'response.audio_transcript.done') &&
      e.transcript?.trim()
    )
      record({ role: 'agent', text: e.transcript.trim() });
    else if (e.type === 'error') events.onError(e.error?.message ?? 'The voice session reported an error.');
  };

  try {
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const res = await fetch(REALTIME_CALLS_URL, {
      method: 'POST',
      body: offer.sdp,
      headers: { Authorization: `Bearer ${secret.clientSecret}`, 'Content-Type': 'application/sdp' },
    });
    if (!res.ok) throw new Error(`OpenAI refused the voice connection (${res.status}).`);
    await pc.setRemoteDescription({ type: 'answer', sdp: await res.text() });
    reportCall(at, res.headers.get('Location'));
  } catch (err) {
    close();
    throw err;
  }
  // The server hangs the call up when the session's time is up: the channel closes under us. The
  // chat goes on (typed, or in a new session), so this is said, not treated as the chat's end.
  channel.onclose = () => {
    if (closed) return;
    close();
    events.onError(VOICE_SESSION_OVER_MESSAGE);
  };
  return { close };
}
