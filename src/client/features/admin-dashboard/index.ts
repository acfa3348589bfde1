// The admin-dashboard feature's public surface: the admin page composes it with other features' panels.
export { DashboardShell, type DashboardPanels } from './dashboard-shell';
