import { dealerJourney } from './support/dealer-flow';

// Haibike offers the test centre filter (and bike types), in German first.
dealerJourney('haibike', { label: /test/i, service: 'test_center' });
