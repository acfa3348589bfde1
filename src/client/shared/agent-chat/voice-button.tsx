import { useEffect, useRef, useState } from 'react';
import { Mic, MicOff, PhoneOff } from 'lucide-react';
import { VOICE_NEEDS_KEY_MESSAGE } from '@common/conversations/schemas';
import { Button } from '@client/components/ui/button';
import { openVoiceSession, type VoiceSession, type VoiceSessionEvents } from './voice-session';

export interface VoiceButtonProps extends VoiceSessionEvents {
  /** The server can open a voice session (an OpenAI key is set). */
  available: boolean;
  base: string;
  chatId: string;
  disabled?: boolean;
}

/**
 * "Talk by voice": opens a Realtime voice session for the chat, or, without an OpenAI key, says
 * that voice is not available (the setting is named in the admin's Diagnostics only). The transcript and the tools it uses appear in the chat like typed turns.
 */
export function VoiceButton({ available, base, chatId, disabled, ...events }: VoiceButtonProps) {
  const [state, setState] = useState<'idle' | 'connecting' | 'live'>('idle');
  const session = useRef<VoiceSession | null>(null);
  useEffect(() => () => session.current?.close(), []);

  if (!available)
    return (
      <p className="flex items-start gap-2 text-xs text-muted-foreground" data-testid="voice-unavailable">
        <MicOff className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
        {VOICE_NEEDS_KEY_MESSAGE}
      </p>
    );

  const hangUp = () => {
    session.current?.close();
    session.current = null;
    setState('idle');
  };
  const talk = async () => {
    setState('connecting');
    try {
      session.current = await openVoiceSession(base, chatId, {
        ...events,
        onEnded: () => {
          events.onEnded();
          setState('idle');
        },
        onError: (message) => {
          events.onError(message);
          session.current = null;
          setState('idle');
        },
      });
      setState('live');
    } catch (err) {
      events.onError(err instanceof Error ? err.message : String(err));
      setState('idle');
    }
  };

  return state === 'live' ? (
    <Button type="button" variant="destructive" size="sm" onClick={hangUp} data-testid="voice-hang-up">
      <PhoneOff className="mr-2 h-4 w-4" aria-hidden />
      Hang up
    </Button>
  ) : (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={talk}
      disabled={disabled || state === 'connecting'}
      data-testid="voice-talk"
    >
      <Mic className="mr-2 h-4 w-4" aria-hidden />
      {state === 'connecting' ? 'Connecting…' : 'Talk by voice'}
    </Button>
  );
}
