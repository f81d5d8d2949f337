import type { BikeStore, WithContext } from 'schema-dts';
import type { Dealer } from '../../lib/dealers';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** schema.org LocalBusiness data of a dealer (as its subtype BikeStore), for the page's JSON-LD. */
export function dealerStructuredData(dealer: Dealer, pageUrl: string): WithContext<BikeStore> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BikeStore',
    '@id': `${pageUrl}#dealer`,
    name: dealer.name,
    url: pageUrl,
    ...(dealer.phone ? { telephone: dealer.phone } : {}),
    ...(dealer.email ? { email: dealer.email } : {}),
    ...(dealer.website ? { sameAs: dealer.website } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: dealer.address.lines.join(', '),
      postalCode: dealer.address.postcode,
      addressLocality: dealer.address.city,
      addressCountry: dealer.address.country.toUpperCase(),
    },
    geo: { '@type': 'GeoCoordinates', latitude: dealer.coordinates.lat, longitude: dealer.coordinates.lng },
    openingHoursSpecification: dealer.openingHours.map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: dayNames[entry.day - 1] ?? 'Monday',
      opens: entry.opens,
      closes: entry.closes,
    })),
    brand: dealer.brands.map((name) => ({ '@type': 'Brand', name })),
  };
}
