// The diagnostics feature's public surface: the /deployment-test page composes it with the admin guard.
export { DiagnosticsView } from './diagnostics-view';
