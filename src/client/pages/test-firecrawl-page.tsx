import { AdminGuard } from '@client/features/admin-auth';
import { FirecrawlTest } from '@client/features/enrichment';

/** /test-firecrawl: the web-enrichment test, admins only, like every tool page. */
export default function Page() {
  return <AdminGuard>{() => <FirecrawlTest />}</AdminGuard>;
}
