export { VoiceTrials } from './voice-trials';
