import type { LegalSection } from './legal-document';

export const TERMS_LAST_UPDATED = '11/22/24';

/** Terms and Conditions (spec §2): every section the spec names, in its order. */
export function termsSections(product: string, email: string): LegalSection[] {
  return [
    {
      id: 'eligibility',
      title: 'Eligibility',
      paragraphs: [
        `You must be at least 18 years old to use ${product}. By using the service you confirm that you are 18 or older and able to enter into a binding agreement, on your own behalf or for the business you represent.`,
      ],
    },
    {
      id: 'license',
      title: 'License to use the service',
      paragraphs: [
        `Subject to these terms, we grant you a limited, non-exclusive, non-transferable, revocable license to use ${product} for your own business purposes. This license does not include the right to resell the service, copy it, or build a competing product from it.`,
      ],
    },
    {
      id: 'prohibited-uses',
      title: 'Prohibited uses',
      paragraphs: ['You agree not to use the service to:'],
      list: [
        'place calls to people who have not agreed to be contacted, or break telemarketing, privacy or consumer-protection laws;',
        'impersonate any person or mislead anyone about who is calling;',
        'send unlawful, harassing, defamatory or fraudulent content;',
        'interfere with, probe or overload the service, or get around its security or usage limits;',
        'copy, scrape or reverse engineer the service except where the law allows it.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      paragraphs: [
        `${product}, its software, design, text and trademarks belong to us or our licensors and are protected by intellectual-property laws. Except for the license above, these terms give you no rights in them.`,
      ],
    },
    {
      id: 'user-content',
      title: 'User content',
      paragraphs: [
        'You keep ownership of the information you provide, such as business details, website addresses, prompts and phone numbers. You grant us the rights needed to host and process it so that we can provide the service to you.',
        'You are responsible for having the right to share that content and for its accuracy.',
      ],
    },
    {
      id: 'third-party-links',
      title: 'Third-party links and services',
      paragraphs: [
        'The service may link to or rely on services run by others, such as payment processors and calendar providers. We do not control them and are not responsible for their content or practices; their own terms apply when you use them.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      paragraphs: [
        `The service is provided "as is" and "as available". To the fullest extent the law allows, ${product} is not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data. Our total liability for any claim is limited to the amount you paid us in the twelve months before the claim.`,
      ],
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      paragraphs: [
        `You agree to defend, indemnify and hold harmless ${product} and its team from claims, losses and expenses (including reasonable legal fees) arising from your use of the service, your content, or your breach of these terms or of the law.`,
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      paragraphs: [
        'Our Privacy Policy explains how we collect and use personal information. By using the service you agree to that processing.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      paragraphs: [
        'We may suspend or end your access at any time if you break these terms or if we must do so to protect the service or others. You may stop using the service at any time. Sections that by their nature should survive termination will survive it.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the State of Florida, United States, without regard to its conflict-of-law rules. Any dispute will be brought in the state or federal courts located in Florida, and you consent to their jurisdiction.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. When we do, we change the "Last updated" date above. Continuing to use the service after a change means you accept the updated terms.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [`Questions about these terms? Contact us at ${email}.`],
    },
  ];
}
