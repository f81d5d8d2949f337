import { dealerJourney } from './support/dealer-flow';

// Raleigh offers collect in store (and bike types); its addresses are UK style.
dealerJourney('raleigh', { label: /collect/i, service: 'collect_in_store' });
