import { contactFormSpec } from './support/contact-flow';
import { test } from './support/fixtures';

// Raleigh's British pages have no address fields.
contactFormSpec(test, {
  prefix: '/gb/en/',
  country: 'gb',
  language: 'en',
  contactPath: 'contact/',
  type: 'Dealer-Service',
  extra: { phone: '0115 496 0000' },
});
