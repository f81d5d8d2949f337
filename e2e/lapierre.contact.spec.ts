import { contactFormSpec } from './support/contact-flow';
import { test } from './support/fixtures';

// Lapierre's French pages offer the Press relations type (FR only) and its recall types.
contactFormSpec(test, {
  prefix: '/fr-fr/',
  country: 'fr',
  language: 'fr',
  contactPath: 'contact/',
  type: 'Press relations',
  extra: { street: 'Rue de la Paix', houseNumber: '5', postalCode: '75002', city: 'Paris' },
});
