import React from 'react';
import styled from 'styled-components';
import { useTranslations } from '../../components/page-context';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { brand } from '../../config/runtime';
import { type Dealer, addressLines, isoWeekday, weekHours } from '../../lib/dealers';
import { bikeTypeLabelKeys } from './bike-types';
import { useDealerTexts } from './texts';

const Grid = styled.div`
  display: grid;
  gap: 2.4rem;
  grid-template-columns: repeat(auto-fit, minmax(24rem, 1fr));
  h2,
  h3 {
    margin: 0 0 0.8rem;
    font-size: ${({ theme }) => theme.textSize.md};
  }
  address {
    font-style: normal;
  }
  ul {
    margin: 0;
    padding-left: 2rem;
  }
`;

/**
 * Today is marked only once the browser knows the date, after the page is drawn: the marks take no
 * room (a bar in the row heading's padding, the word for screen readers, bold hours in the last
 * column), so marking it moves nothing (e2e/layout-shift).
 */
const Hours = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: 0.2rem 1.2rem 0.2rem 0;
    text-align: left;
    vertical-align: top;
  }
  th {
    position: relative;
    padding-left: 1rem;
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  td {
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.font.weights.regular};
  }
  tr[aria-current='date'] {
    color: ${({ theme }) => theme.color.text};
  }
  tr[aria-current='date'] td {
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  tr[aria-current='date'] th::before {
    content: '';
    position: absolute;
    top: 0.4rem;
    bottom: 0.4rem;
    left: 0;
    width: 0.4rem;
    background: ${({ theme }) => theme.color.primary};
  }
`;

const Links = styled.ul`
  list-style: none;
  && {
    padding: 0;
  }
  li + li {
    margin-top: 0.4rem;
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

/** A route planner that needs no account or key: OpenStreetMap's directions to the dealer. */
export function routePlannerUrl(dealer: Dealer): string {
  const { lat, lng } = dealer.coordinates;
  return `https://www.openstreetmap.org/directions?to=${lat}%2C${lng}#map=15/${lat}/${lng}`;
}

/** Address, opening hours (today marked), services, bike types and contact of one dealer. */
export function DealerDetails({
  dealer,
  locale,
  now,
  headingLevel,
}: {
  dealer: Dealer;
  locale: string;
  now: Date | null;
  /** Level of the section headings: below the panel's h2 or the page's h1. */
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const texts = useDealerTexts();
  const translations = useTranslations();
  const today = now ? isoWeekday(now) : null;
  const services = [
    dealer.services.collectInStore ? texts.collectInStore : null,
    dealer.services.testCenter ? texts.testCenter : null,
  ].filter((entry): entry is string => entry !== null);
  return (
    <Grid>
      <div>
        <Heading>{texts.contact}</Heading>
        <address>
          {addressLines(dealer.address, brand.flags).map((line) => (
            <React.Fragment key={line}>
              {line}
              <br />
            </React.Fragment>
          ))}
        </address>
        <Links>
          {dealer.phone && (
            <li>
              {`${texts.phone}: `}
              <a href={`tel:${dealer.phone.replace(/\s+/g, '')}`}>{dealer.phone}</a>
            </li>
          )}
          {dealer.email && (
            <li>
              {`${texts.email}: `}
              <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
            </li>
          )}
          {dealer.website && (
            <li>
              <a href={dealer.website} rel="noopener noreferrer" target="_blank">
                {texts.website}
              </a>
            </li>
          )}
          <li>
            <a href={routePlannerUrl(dealer)} rel="noopener noreferrer" target="_blank">
              {texts.routePlanner}
            </a>
          </li>
        </Links>
      </div>
      <div>
        <Heading>{texts.openingHours}</Heading>
        <Hours>
          <tbody>
            {weekHours(dealer.openingHours, locale).map((day) => (
              <tr key={day.day} aria-current={day.day === today ? 'date' : undefined}>
                <th scope="row">
                  {day.name}
                  {day.day === today && <VisuallyHidden>{` (${texts.today})`}</VisuallyHidden>}
                </th>
                <td>{day.periods.length > 0 ? day.periods.join(', ') : texts.closed}</td>
              </tr>
            ))}
          </tbody>
        </Hours>
      </div>
      {services.length > 0 && (
        <div>
          <Heading>{texts.services}</Heading>
          <ul>
            {services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>
      )}
      {dealer.bikeTypes.length > 0 && (
        <div>
          <Heading>{texts.bikeTypes}</Heading>
          <ul>
            {dealer.bikeTypes.map((type) => (
              <li key={type}>{translations[bikeTypeLabelKeys[type]]}</li>
            ))}
          </ul>
        </div>
      )}
      {dealer.brands.length > 0 && (
        <div>
          <Heading>{texts.brands}</Heading>
          <p>{dealer.brands.join(', ')}</p>
        </div>
      )}
    </Grid>
  );
}
