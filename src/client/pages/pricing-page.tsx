import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Pricing" issue="Pricing issue" />;
}
