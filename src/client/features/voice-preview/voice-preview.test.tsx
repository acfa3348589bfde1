// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderClient } from '../../../../tests/support/render-client';
import { pickBrowserVoice, readPreviewParams, voiceSettings } from './voice-settings';
import { VoicePreview } from './voice-preview';

// /preview-voice with a mocked window.speechSynthesis (jsdom has none).

class FakeUtterance {
  text: string;
  pitch = 1;
  rate = 1;
  voice: unknown = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

function installSpeech(
  voices: Array<{ name: string; lang: string }> = [
    { name: 'Google UK English Female', lang: 'en-GB' },
    { name: 'Google UK English Male', lang: 'en-GB' },
  ],
) {
  const spoken: FakeUtterance[] = [];
  const synth = { speak: vi.fn((u: FakeUtterance) => spoken.push(u)), cancel: vi.fn(), getVoices: () => voices };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { spoken, synth };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>).speechSynthesis;
});

describe('voice settings', () => {
  it('reads gender and age from the query string, defaulting to female and 30s', () => {
    expect(readPreviewParams('')).toEqual({ gender: 'female', age: '30s' });
    expect(readPreviewParams('?gender=male&age=60s')).toEqual({ gender: 'male', age: '60s' });
    expect(readPreviewParams('?gender=robot&age=90s')).toEqual({ gender: 'female', age: '30s' });
  });
  it('lowers pitch for male voices and with age, slows with age', () => {
    expect(voiceSettings('female', '30s')).toEqual({ pitch: 1.15, rate: 1 });
    expect(voiceSettings('male', '30s')).toEqual({ pitch: 0.9, rate: 1 });
    expect(voiceSettings('female', '20s').rate).toBeGreaterThan(1);
    expect(voiceSettings('male', '60s')).toEqual({ pitch: 0.72, rate: 0.85 });
    expect(voiceSettings('female', '40s').pitch).toBeLessThan(voiceSettings('female', '30s').pitch);
  });
  it('picks a browser voice of the asked gender', () => {
    const voices = [
      { name: 'Google UK English Female', lang: 'en-GB' },
      { name: 'Google UK English Male', lang: 'en-GB' },
    ] as SpeechSynthesisVoice[];
    expect(pickBrowserVoice(voices, 'male')?.name).toBe('Google UK English Male');
    expect(pickBrowserVoice(voices, 'female')?.name).toBe('Google UK English Female');
    expect(pickBrowserVoice([], 'male')).toBeNull();
  });
});

describe('VoicePreview', () => {
  it('plays a sample at once with the pitch and rate of the query string, and labels it', async () => {
    const { spoken } = installSpeech();
    renderClient(<VoicePreview />, { path: '/preview-voice?gender=male&age=60s' });
    expect(screen.getByTestId('voice-label').textContent).toBe('Male · 60s (Senior)');
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ pitch: 0.72, rate: 0.85, voice: { name: 'Google UK English Male' } });
    await act(async () => spoken[0].onstart?.());
    expect(screen.getByRole('status').textContent).toBe('Playing…');
    await act(async () => spoken[0].onend?.());
    expect(screen.getByRole('status').textContent).toBe('Sample finished.');
  });

  it('defaults to female 30s; Generate New Sample speaks a new sentence', async () => {
    const { spoken } = installSpeech();
    renderClient(<VoicePreview />, { path: '/preview-voice' });
    expect(screen.getByTestId('voice-label').textContent).toBe('Female · 30s');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Generate New Sample' })));
    expect(spoken).toHaveLength(2);
    expect(spoken[1].text).not.toBe(spoken[0].text);
    expect(spoken[1]).toMatchObject({ pitch: 1.15, rate: 1 });
  });

  it('says "Speech synthesis not supported in this browser" without the API', () => {
    renderClient(<VoicePreview />, { path: '/preview-voice?age=20s' });
    expect(screen.getByRole('alert').textContent).toBe('Speech synthesis not supported in this browser');
    expect(screen.getByTestId('voice-label').textContent).toBe('Female · 20s (Young Adult)');
  });

  it('says "Failed to play voice sample. Please try again." when playback fails, but not for its own cancel', async () => {
    const { spoken } = installSpeech();
    renderClient(<VoicePreview />, { path: '/preview-voice?age=40s' });
    await act(async () => spoken[0].onerror?.({ error: 'interrupted' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => spoken[0].onerror?.({ error: 'synthesis-failed' }));
    expect(screen.getByRole('alert').textContent).toBe('Failed to play voice sample. Please try again.');
  });

  it('says "Something went wrong. Please try again." when the synthesizer throws', () => {
    const { synth } = installSpeech();
    synth.speak.mockImplementation(() => {
      throw new Error('boom');
    });
    renderClient(<VoicePreview />, { path: '/preview-voice' });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });

  it('Close closes a window opened by another window, otherwise goes to "/"', async () => {
    installSpeech();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const { location } = renderClient(<VoicePreview />, { path: '/preview-voice' });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(close).not.toHaveBeenCalled();
    expect(location.history.at(-1)).toBe('/');
    cleanup();

    vi.stubGlobal('opener', {});
    renderClient(<VoicePreview />, { path: '/preview-voice' });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
