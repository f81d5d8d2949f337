import { Link } from 'gatsby';
import React, { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import {
  drawnOnceOptionsParsed,
  InputBox,
  lastOptionMark,
  LinkButton,
  PrimaryButton,
} from '../../components/ui/controls';
import { brand, runtimeConfig } from '../../config/runtime';
import {
  type BikeType,
  type Coordinates,
  type DealerResult,
  addressOneLine,
  bikeTypes,
  dealerHash,
  defaultRadiusKm,
  filtersFromForm,
  formatDistance,
  hashToQuery,
  searchRadiiKm,
} from '../../lib/dealers';
import { fill } from '../../lib/i18n/fill';
import { dealerPath } from '../../lib/routing';
import { searchDealers } from '../../services/dealers';
import { useConsent } from '../consent';
import { bikeTypeLabelKeys } from './bike-types';
import { DealerDetails } from './DealerDetails';
import { DealerMap, preloadDealerMap } from './DealerMap';
import { localeTag } from '../../lib/i18n/intl';
import { useDealerTexts } from './texts';

/** Filters a brand's store locator can offer (from its content). */
export type LocatorFilter = 'collect_in_store' | 'test_center' | 'bike_types';

export interface StoreLocatorProps {
  filters: readonly LocatorFilter[];
  /** The content's labels of the filters; the feature's own texts when empty. */
  labels: { collectInStore?: string; testCenter?: string; bikeTypes?: string };
}

/** Results asked for at once: a screenful of dealers is what people compare. */
const resultLimit = 50;

type Status =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'locating' }
  | { kind: 'done'; place: string; total: number }
  | { kind: 'notFound'; query: string }
  | { kind: 'failed' }
  | { kind: 'denied' }
  | { kind: 'unavailable' };

const Form = styled.form`
  display: grid;
  gap: 1.6rem;
  label,
  legend {
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
  align-items: end;
`;

const Field = styled.div`
  display: grid;
  gap: 0.8rem;
  flex: 1 1 24rem;
`;

/** The radius beside the place, as wide as its longest distance. */
const RadiusField = styled(Field)`
  flex: 0 0 auto;
  ${drawnOnceOptionsParsed}
`;

const Select = styled.select`
  min-height: 4.8rem;
  padding: 0 1.2rem;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0 2.4rem;
  margin: 0;
  padding: 1.2rem 1.6rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  legend {
    padding: 0 0.8rem;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 1rem;
  min-height: 4.4rem;
  && {
    font-weight: ${({ theme }) => theme.font.weights.regular};
  }
  input {
    width: 2rem;
    height: 2rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const Status = styled.p`
  margin: 2.4rem 0 1.2rem;
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

const Layout = styled.div`
  display: grid;
  gap: 2.4rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
    align-items: start;
  }
`;

const MapColumn = styled.div`
  height: 32rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    position: sticky;
    top: 2rem;
    height: 60rem;
  }
`;

const Results = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 1.2rem;
`;

const Result = styled.li<{ $selected: boolean }>`
  padding: 1.6rem;
  border: ${({ $selected }) => ($selected ? 3 : 1)}px solid
    ${({ theme, $selected }) => ($selected ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0 0 0.4rem;
    font-size: ${({ theme }) => theme.textSize.lg};
  }
  p {
    margin: 0.2rem 0;
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

const NameButton = styled(LinkButton)`
  font-size: inherit;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  text-align: left;
`;

const Panel = styled.section`
  padding: 2rem;
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surfaceRaised};
  h2 {
    margin: 0;
    &:focus {
      outline: none;
    }
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

const PanelHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1.2rem;
  align-items: start;
  margin-bottom: 1.6rem;
`;

function currentHash(): string {
  return typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
}

function setHash(hash: string | null) {
  const { pathname, search } = window.location;
  // replaceState keeps Gatsby's history entry (and its scroll key); the panel is not a page.
  window.history.replaceState(window.history.state, '', hash ? `${pathname}${search}#${hash}` : `${pathname}${search}`);
}

/**
 * The store locator: search by place or postcode or by the browser's location, within a radius
 * and the brand's filters; a list of the nearest dealers with their distance, a map that follows
 * the list (after maps consent), and a dealer panel whose page hash is the dealer's name.
 */
export function StoreLocator({ filters, labels }: StoreLocatorProps) {
  const texts = useDealerTexts();
  const { country, language, translations } = usePageContext();
  const locale = localeTag({ country, language });
  const id = useId();
  // The map's code (and Leaflet's stylesheet with it) is fetched ahead only where it may show.
  const mapAllowed = useConsent('maps');
  const [text, setText] = useState('');
  const [radius, setRadius] = useState<number>(defaultRadiusKm);
  const [collectInStore, setCollectInStore] = useState(false);
  const [testCenter, setTestCenter] = useState(false);
  const [types, setTypes] = useState<BikeType[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dealers, setDealers] = useState<DealerResult[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [now, setNow] = useState<Date | null>(null);
  const request = useRef<AbortController | null>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<string | null>(null);
  const selected = dealers.find((dealer) => dealer.id === selectedId) ?? null;
  const pageLocale = { country, language };

  const run = useCallback(
    async (where: { text: string } | { point: Coordinates }, openHash?: string) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setStatus({ kind: 'searching' });
      try {
        const result = await searchDealers(
          runtimeConfig.dealers.apiUrl,
          {
            brand: brand.name,
            country,
            ...('point' in where ? { point: where.point } : { text: where.text }),
            radiusKm: radius,
            filters: openHash ? filtersFromForm({}) : filtersFromForm({ collectInStore, testCenter, bikeTypes: types }),
            limit: resultLimit,
          },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        setDealers(result.dealers);
        if (!result.origin) {
          setStatus({ kind: 'notFound', query: 'text' in where ? where.text : '' });
          setSelectedId(null);
          return;
        }
        const place = 'point' in where ? texts.yourLocation : result.origin.label;
        setStatus({ kind: 'done', place, total: result.dealers.length });
        const opened = openHash ? result.dealers.find((dealer) => dealerHash(dealer.name) === openHash) : undefined;
        setSelectedId(opened?.id ?? null);
      } catch {
        if (controller.signal.aborted) return;
        setDealers([]);
        setStatus({ kind: 'failed' });
      }
    },
    [country, radius, collectInStore, testCenter, types, texts.yourLocation],
  );

  // A shared address with a dealer's hash opens that dealer.
  useEffect(() => {
    setNow(new Date());
    const hash = currentHash();
    if (hash) void run({ text: hashToQuery(hash) }, hash);
    // Only on arrival: later searches come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A hash typed into the address bar or followed from a link opens that dealer; an empty one
  // closes the panel. replaceState (our own changes) fires no hashchange.
  const latest = useRef({ run, dealers });
  latest.current = { run, dealers };
  useEffect(() => {
    const onHashChange = () => {
      const hash = currentHash();
      if (!hash) {
        setSelectedId(null);
        return;
      }
      const listed = latest.current.dealers.find((dealer) => dealerHash(dealer.name) === hash);
      if (listed) setSelectedId(listed.id);
      else void latest.current.run({ text: hashToQuery(hash) }, hash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    if (selected) panelHeading.current?.focus();
  }, [selected]);

  const open = (dealer: DealerResult) => {
    returnFocus.current = dealer.id;
    setSelectedId(dealer.id);
    setHash(dealerHash(dealer.name));
  };
  const onMarker = useCallback(
    (dealerId: string) => {
      const dealer = dealers.find((entry) => entry.id === dealerId);
      if (dealer) {
        returnFocus.current = dealer.id;
        setSelectedId(dealer.id);
        setHash(dealerHash(dealer.name));
      }
    },
    [dealers],
  );
  const close = () => {
    const back = returnFocus.current;
    setSelectedId(null);
    setHash(null);
    requestAnimationFrame(() => {
      if (back) document.getElementById(`${id}-dealer-${back}`)?.focus();
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setHash(null);
    void run({ text: text.trim() });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus({ kind: 'unavailable' });
      return;
    }
    setStatus({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => void run({ point: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      (error) => setStatus({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };

  const markers = useMemo(
    () =>
      dealers.map((dealer) => ({
        id: dealer.id,
        name: dealer.name,
        lat: dealer.coordinates.lat,
        lng: dealer.coordinates.lng,
      })),
    [dealers],
  );

  const message = (() => {
    switch (status.kind) {
      case 'searching':
        return texts.searching;
      case 'locating':
        return texts.locating;
      case 'done':
        if (status.total === 0) return fill(texts.noResults, { place: status.place });
        return fill(status.total === 1 ? texts.resultsOne : texts.resultsMany, {
          count: String(status.total),
          place: status.place,
        });
      case 'notFound':
        return fill(texts.placeNotFound, { query: status.query });
      case 'failed':
        return texts.searchFailed;
      case 'denied':
        return texts.locationDenied;
      case 'unavailable':
        return texts.locationUnavailable;
      default:
        return '';
    }
  })();

  const pathOf = (dealer: DealerResult) =>
    dealerPath(pageLocale, brand.routing, {
      identifier: dealer.id,
      name: dealer.name,
      city: dealer.address.city,
      addressLine1: dealer.address.lines[0],
    });

  return (
    <div>
      <Form onSubmit={submit} onFocus={mapAllowed ? preloadDealerMap : undefined} role="search">
        <Row>
          <Field>
            <label htmlFor={`${id}-place`}>{texts.place}</label>
            <InputBox
              id={`${id}-place`}
              type="text"
              name="place"
              autoComplete="postal-code"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
          <RadiusField>
            <label htmlFor={`${id}-radius`}>{texts.radius}</label>
            <Select id={`${id}-radius`} value={radius} onChange={(event) => setRadius(Number(event.target.value))}>
              {searchRadiiKm.map((km, index) => (
                <option key={km} value={km} {...lastOptionMark(index, searchRadiiKm.length)}>
                  {formatDistance(km, locale)}
                </option>
              ))}
            </Select>
          </RadiusField>
          <PrimaryButton type="submit">{texts.search}</PrimaryButton>
          <LinkButton type="button" onClick={locate}>
            {texts.useMyLocation}
          </LinkButton>
        </Row>
        {(filters.includes('collect_in_store') || filters.includes('test_center')) && (
          <Fieldset>
            <legend>{texts.filters}</legend>
            {filters.includes('collect_in_store') && (
              <Check>
                <input
                  type="checkbox"
                  checked={collectInStore}
                  onChange={(event) => setCollectInStore(event.target.checked)}
                />
                {labels.collectInStore || texts.collectInStore}
              </Check>
            )}
            {filters.includes('test_center') && (
              <Check>
                <input type="checkbox" checked={testCenter} onChange={(event) => setTestCenter(event.target.checked)} />
                {labels.testCenter || texts.testCenter}
              </Check>
            )}
          </Fieldset>
        )}
        {filters.includes('bike_types') && (
          <Fieldset>
            <legend>{labels.bikeTypes || texts.bikeTypes}</legend>
            {bikeTypes.map((type) => (
              <Check key={type}>
                <input
                  type="checkbox"
                  checked={types.includes(type)}
                  onChange={(event) =>
                    setTypes((current) =>
                      event.target.checked ? [...current, type] : current.filter((entry) => entry !== type),
                    )
                  }
                />
                {translations[bikeTypeLabelKeys[type]]}
              </Check>
            ))}
          </Fieldset>
        )}
      </Form>
      <Status role="status">{message}</Status>
      <Layout>
        <div>
          {selected && (
            <Panel aria-labelledby={`${id}-panel-title`}>
              <PanelHead>
                <h2 id={`${id}-panel-title`} ref={panelHeading} tabIndex={-1}>
                  {selected.name}
                </h2>
                <LinkButton type="button" onClick={close}>
                  {texts.closePanel}
                </LinkButton>
              </PanelHead>
              <DealerDetails dealer={selected} locale={locale} now={now} headingLevel={3} />
              {pathOf(selected) && (
                <p>
                  <Link to={pathOf(selected) ?? ''}>{texts.dealerPage}</Link>
                </p>
              )}
            </Panel>
          )}
          {dealers.length > 0 && (
            <Results aria-label={texts.search} hidden={selected !== null}>
              {dealers.map((dealer) => (
                <Result key={dealer.id} $selected={dealer.id === selectedId}>
                  <h2>
                    <NameButton
                      id={`${id}-dealer-${dealer.id}`}
                      type="button"
                      aria-label={fill(texts.showDealer, { name: dealer.name })}
                      onClick={() => open(dealer)}
                    >
                      {dealer.name}
                    </NameButton>
                  </h2>
                  <p>{addressOneLine(dealer.address, brand.flags)}</p>
                  {dealer.distanceKm !== null && (
                    <p>{fill(texts.away, { distance: formatDistance(dealer.distanceKm, locale) })}</p>
                  )}
                  {pathOf(dealer) && (
                    <p>
                      <Link to={pathOf(dealer) ?? ''} aria-label={`${texts.dealerPage}: ${dealer.name}`}>
                        {texts.dealerPage}
                      </Link>
                    </p>
                  )}
                </Result>
              ))}
            </Results>
          )}
        </div>
        {dealers.length > 0 && (
          <MapColumn>
            <DealerMap markers={markers} selectedId={selectedId} onSelect={onMarker} label={texts.map} />
          </MapColumn>
        )}
      </Layout>
    </div>
  );
}
