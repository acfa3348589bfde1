import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Voice Agent Prompt Example" issue="admin outreach pipeline" />;
}
