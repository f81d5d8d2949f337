import { Link } from 'gatsby';
import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import { brand } from '../../config/runtime';
import { type Dealer, addressOneLine } from '../../lib/dealers';
import { DealerDetails } from './DealerDetails';
import { DealerMap } from './DealerMap';
import { localeTag } from '../../lib/i18n/intl';
import { useDealerTexts } from './texts';

const Main = styled.div`
  max-width: ${({ theme }) => theme.layoutWidth.content};
  margin: 0 auto;
  padding: 3.2rem 2rem 4.8rem;
  display: grid;
  gap: 2.4rem;
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

const MapBox = styled.div`
  height: 36rem;
`;

/** One dealer's page: address, map, opening hours (today marked), services, contact and route. */
export function DealerPage({ dealer, storeLocatorPath }: { dealer: Dealer; storeLocatorPath: string | null }) {
  const texts = useDealerTexts();
  const { country, language } = usePageContext();
  const [now, setNow] = useState<Date | null>(null);
  // Today depends on the visitor's clock, so it is marked after hydration.
  useEffect(() => setNow(new Date()), []);
  const markers = [{ id: dealer.id, name: dealer.name, lat: dealer.coordinates.lat, lng: dealer.coordinates.lng }];
  return (
    <Main>
      <div>
        <h1>{dealer.name}</h1>
        <p>{addressOneLine(dealer.address, brand.flags)}</p>
      </div>
      <DealerDetails dealer={dealer} locale={localeTag({ country, language })} now={now} headingLevel={2} />
      <MapBox>
        <DealerMap markers={markers} selectedId={dealer.id} label={texts.map} />
      </MapBox>
      {storeLocatorPath && (
        <p>
          <Link to={storeLocatorPath}>{texts.allDealers}</Link>
        </p>
      )}
    </Main>
  );
}
