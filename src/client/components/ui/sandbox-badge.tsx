import type { TProviderKind } from '@common/system/providers';
import { usePublicConfig } from '@client/lib/use-public-config';
import { Badge } from './badge';
import { Tooltip } from './tooltip';

/** Shown wherever a sandbox provider acts, so nobody mistakes a simulation for the real vendor. */
export function SandboxBadge({ kind, className }: { kind: TProviderKind; className?: string }) {
  const config = usePublicConfig();
  if (config?.providers[kind].mode !== 'sandbox') return null;
  return (
    <Tooltip content="Runs offline: no real provider is configured, so this is simulated.">
      <Badge variant="warning" className={className} data-testid={`sandbox-badge-${kind}`}>
        Sandbox
      </Badge>
    </Tooltip>
  );
}
