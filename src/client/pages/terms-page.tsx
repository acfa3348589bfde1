import { LegalDocument, TERMS_LAST_UPDATED, termsSections } from '@client/features/legal';
import { usePublicConfig } from '@client/lib/use-public-config';

const PRODUCT = 'Callcraft';

/** /terms (spec §2). The contact address comes from the installation's configuration. */
export default function TermsPage() {
  const email = usePublicConfig()?.contactEmail ?? '';
  return (
    <LegalDocument
      title="Terms and Conditions"
      dates={[`Last updated ${TERMS_LAST_UPDATED}`]}
      intro={`These Terms and Conditions govern your use of ${PRODUCT}. By using the service you agree to them; if you do not agree, please do not use the service.`}
      sections={termsSections(PRODUCT, email)}
    />
  );
}
