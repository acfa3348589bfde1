import { FirecrawlTest } from '@client/features/enrichment';

export default function Page() {
  return <FirecrawlTest />;
}
