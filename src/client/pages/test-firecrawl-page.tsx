import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Web-enrichment test" issue="admin outreach pipeline" />;
}
