export { DispatchTab } from './dispatch-tab';
