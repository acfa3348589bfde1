import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Admin Dashboard" issue="Admin access issue" />;
}
