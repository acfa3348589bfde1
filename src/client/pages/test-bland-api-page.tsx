import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Voice call test" issue="Public wizard issue" />;
}
