import { LegalDocument, PRIVACY_EFFECTIVE, PRIVACY_UPDATED, privacySections } from '@client/features/legal';
import { usePublicConfig } from '@client/lib/use-public-config';

const PRODUCT = 'Callcraft';

/** /privacy (spec §2). The contact address comes from the installation's configuration. */
export default function PrivacyPage() {
  const email = usePublicConfig()?.contactEmail ?? '';
  return (
    <LegalDocument
      title="Privacy Policy"
      dates={[`Effective ${PRIVACY_EFFECTIVE}`, `Last updated ${PRIVACY_UPDATED}`]}
      intro={`This Privacy Policy explains how ${PRODUCT} collects, uses and protects your personal information when you use our website and services.`}
      sections={privacySections(PRODUCT, email)}
    />
  );
}
