export { ResultsTab } from './results-tab';
