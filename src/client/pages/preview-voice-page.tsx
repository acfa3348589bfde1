import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Voice Preview" issue="admin outreach pipeline" />;
}
