import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Privacy Policy" issue="Pricing issue" />;
}
