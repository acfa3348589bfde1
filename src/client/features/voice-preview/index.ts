export { VoicePreview } from './voice-preview';
