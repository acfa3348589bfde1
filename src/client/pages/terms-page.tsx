import { BeingBuilt } from '@client/components/being-built';

export default function Page() {
  return <BeingBuilt title="Terms and Conditions" issue="Pricing issue" />;
}
