/** The legal pages the footer and checkout link to, in the order the footer lists them. */
export const legalKinds = ['privacy', 'legalNotice', 'terms', 'withdrawal'] as const;
export type LegalKind = (typeof legalKinds)[number];
