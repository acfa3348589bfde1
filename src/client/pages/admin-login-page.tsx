import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Admin Access" issue="Admin access issue" />;
}
