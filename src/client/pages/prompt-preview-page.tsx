import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Agent Prompt Preview" issue="admin outreach pipeline" />;
}
