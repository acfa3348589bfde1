export { AnalyticsDashboard } from './analytics-dashboard';
