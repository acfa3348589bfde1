import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Deployment Diagnostics" issue="admin outreach pipeline" />;
}
