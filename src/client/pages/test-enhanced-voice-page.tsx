import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Enhanced Voice Agent Testing" issue="admin outreach pipeline" />;
}
