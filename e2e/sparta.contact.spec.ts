import { contactFormSpec } from './support/contact-flow';
import { test } from './support/fixtures';

// Sparta asks for the frame number and the dealer; Dutch pages put the street first.
contactFormSpec(test, {
  prefix: '/nl-nl/',
  country: 'nl',
  language: 'nl',
  contactPath: 'contact/',
  type: 'Warranty Claims',
  extra: {
    frameNumber: 'WSP2024NL0042',
    dealerName: 'Tweewielers Jansen',
    phone: '+31 20 123 4567',
    street: 'Hoofdstraat',
    houseNumber: '12a',
    postalCode: '1234 AB',
    city: 'Apeldoorn',
  },
});
