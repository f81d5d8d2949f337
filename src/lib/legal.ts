/**
 * The legal pages the footer and checkout link to, in the order the footer lists them. A shop
 * has privacy, legal notice, terms and withdrawal; a site without ordering has no terms or
 * withdrawal, and a market may publish a data protection notice for its social media pages.
 */
export const legalKinds = ['privacy', 'socialMediaPrivacy', 'legalNotice', 'terms', 'withdrawal'] as const;
export type LegalKind = (typeof legalKinds)[number];
