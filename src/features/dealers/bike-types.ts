import type { MessageKey } from '../../../brands/shared/messages';
import type { BikeType } from '../../lib/dealers';

/** The shared interface text naming each bike type of the dealer API. */
export const bikeTypeLabelKeys = {
  'e-bike': 'eBikes',
  city: 'cityBikes',
  trekking: 'trekkingBikes',
  mountain: 'mountainBikes',
  kids: 'kidsBikes',
} as const satisfies Record<BikeType, MessageKey>;
