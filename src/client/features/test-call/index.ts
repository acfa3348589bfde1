export { TestCallForm } from './test-call-form';
