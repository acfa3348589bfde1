import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Design your AI voice agent" issue="Public wizard issue" />;
}
