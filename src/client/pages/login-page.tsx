import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Inbound AI Voice Assistant" issue="Admin access issue" />;
}
