import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Lead Scout Agent" issue="admin outreach pipeline" />;
}
