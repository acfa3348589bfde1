export { EnhancedVoiceTester } from './enhanced-voice-tester';
