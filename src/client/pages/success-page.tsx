import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Agent Successfully Launched" issue="Public wizard issue" />;
}
