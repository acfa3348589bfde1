import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Volume2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import {
  AGE_LABELS,
  GENDER_LABELS,
  pickBrowserVoice,
  PREVIEW_MSG,
  readPreviewParams,
  sampleText,
  voiceSettings,
} from './voice-settings';

type State =
  | { kind: 'idle' }
  | { kind: 'generating' }
  | { kind: 'playing' }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

/** /preview-voice: a sample of the chosen voice through the browser's own speech synthesis. */
export function VoicePreview() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const [{ gender, age }] = useState(() => readPreviewParams(search));
  const [state, setState] = useState<State>({ kind: 'idle' });
  const sample = useRef(0);
  const { pitch, rate } = voiceSettings(gender, age);

  const play = useCallback(() => {
    if (
      typeof window === 'undefined' ||
      !window.speechSynthesis ||
      typeof window.SpeechSynthesisUtterance !== 'function'
    ) {
      setState({ kind: 'error', message: PREVIEW_MSG.notSupported });
      return;
    }
    try {
      setState({ kind: 'generating' });
      const synth = window.speechSynthesis;
      synth.cancel();
      const u = new window.SpeechSynthesisUtterance(sampleText(sample.current));
      const voice = pickBrowserVoice(synth.getVoices(), gender);
      if (voice) u.voice = voice;
      u.pitch = pitch;
      u.rate = rate;
      u.onstart = () => setState({ kind: 'playing' });
      u.onend = () => setState({ kind: 'done' });
      u.onerror = (e) => {
        // Cancelling our own previous sample is not a failure.
        if (e.error === 'interrupted' || e.error === 'canceled') return;
        setState({ kind: 'error', message: PREVIEW_MSG.playFailed });
      };
      synth.speak(u);
    } catch {
      setState({ kind: 'error', message: PREVIEW_MSG.generic });
    }
  }, [gender, pitch, rate]);

  useEffect(() => {
    play();
    return () => {
      window.speechSynthesis?.cancel();
    };
  }, [play]);

  const onNew = () => {
    sample.current += 1;
    play();
  };
  const onClose = () => {
    if (window.opener) window.close();
    else navigate('/');
  };

  const ageLabel = AGE_LABELS[age];
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Volume2 className="h-5 w-5 text-primary" aria-hidden /> Voice Preview
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-lg font-medium" data-testid="voice-label">
            {GENDER_LABELS[gender]} · {age}
            {ageLabel ? ` (${ageLabel})` : ''}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="voice-settings">
            Pitch {pitch} · Rate {rate}
          </p>
          <p className="rounded-md bg-muted p-3 text-sm italic">“{sampleText(sample.current)}”</p>
          <p role="status" className="text-sm">
            {state.kind === 'generating' && 'Generating sample…'}
            {state.kind === 'playing' && 'Playing…'}
            {state.kind === 'done' && 'Sample finished.'}
          </p>
          {state.kind === 'error' && (
            <p role="alert" className="text-sm text-destructive">
              {state.message}
            </p>
          )}
          <div className="flex gap-2">
            <Button onClick={onNew}>Generate New Sample</Button>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
