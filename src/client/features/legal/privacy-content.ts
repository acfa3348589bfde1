import type { LegalSection } from './legal-document';

export const PRIVACY_EFFECTIVE = '11/03/2024';
export const PRIVACY_UPDATED = '12/02/2024';

/** Privacy Policy (spec §2): every section the spec names, in its order. */
export function privacySections(product: string, email: string): LegalSection[] {
  return [
    {
      id: 'collection',
      title: 'Information we collect',
      paragraphs: ['We collect the information you give us and some information about how you use the service:'],
      list: [
        'details you enter, such as your business, website address, agent settings, phone number, name and email address;',
        'payment records (amount, status and the payment provider\u2019s reference); card details are handled by the payment provider;',
        'usage information, such as pages visited, device and browser type, and an anonymous visitor identifier.',
      ],
    },
    {
      id: 'use',
      title: 'How we use your information',
      paragraphs: [
        `We use your information to provide and improve ${product}: to build and place your prototype agent's calls, process deposits, schedule consultations, answer your questions, keep the service secure, and meet our legal obligations.`,
      ],
    },
    {
      id: 'sharing',
      title: 'How we share your information',
      paragraphs: [
        'We do not sell your personal information. We share it only with service providers that help us run the service (for example voice, payment and scheduling providers), when the law requires it, or to protect our rights and the safety of others.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: [
        'We use a small number of cookies: one that recognises your browser anonymously (so, for example, a paid deposit is remembered after a reload) and ones that keep administrators signed in. Your theme choice is kept in your browser\u2019s local storage. You can clear cookies in your browser settings.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      paragraphs: [
        'We protect your information with technical and organisational measures such as encrypted connections and access controls. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      paragraphs: [
        `You may ask to access, correct or delete your personal information, and you may opt out of marketing messages at any time. To make a request, contact us at ${email}.`,
      ],
    },
    {
      id: 'children',
      title: "Children's privacy",
      paragraphs: [
        `${product} is not directed to children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has given us information, contact us and we will delete it.`,
      ],
    },
    {
      id: 'third-party-links',
      title: 'Third-party links',
      paragraphs: [
        'Our pages may link to other websites and services. Their privacy practices are their own; please read their policies.',
      ],
    },
    {
      id: 'international-users',
      title: 'International users',
      paragraphs: [
        'We operate from the United States. If you use the service from elsewhere, your information will be transferred to and processed in the United States, where data-protection laws may differ from those of your country.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: ['We may update this policy from time to time. When we do, we change the "Last updated" date above.'],
    },
    {
      id: 'contact',
      title: 'Contact us',
      paragraphs: [`Questions about this policy or your information? Contact us at ${email}.`],
    },
  ];
}
