/**
 * The bike comparison page: the bikes of `?ids=` (a shared address) or of the stored list side
 * by side with price, stock and every attribute of the technical specification group and the
 * variant attributes; rows where they differ are highlighted; a remove button per bike; a link
 * that reproduces the comparison.
 */
import { navigate } from 'gatsby';
import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import { Lead } from '../../components/ui/Lead';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { brand } from '../../config/runtime';
import { fill } from '../../lib/i18n/fill';
import { compareQuery, compareRows, differs, parseCompareIds } from '../../lib/compare';
import { formatPrice, isPriceVisible, type Product } from '../../lib/product';
import { attributeLabel, useAttributeLabels } from '../../components/attribute-labels';
import { useCompare } from './compare-store';
import { useCompareTexts, useStockTexts } from './texts';
import { useCompareList } from './use-compare-list';

const Page = styled.div`
  max-width: ${({ theme }) => theme.layoutWidth.wide};
  margin: 0 auto;
  padding: 2.4rem 1.6rem 8rem;
  h1 {
    margin: 0 0 1.6rem;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  margin-top: 2.4rem;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    min-width: 16rem;
    padding: 1.2rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  tbody th {
    min-width: 12rem;
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  tr[data-differs='true'] {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  tr[data-differs='true'] th::after {
    content: ' •';
  }
  img {
    display: block;
    width: 100%;
    max-width: 24rem;
    aspect-ratio: 3 / 2;
    object-fit: contain;
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

const Button = styled.button`
  min-height: 4.4rem;
  padding: 0.8rem 1.6rem;
  font: inherit;
  color: ${({ theme }) => theme.color.link};
  background: none;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.control};
  cursor: pointer;
`;

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; products: Product[] };

export function ComparePage({ search }: { search: string }) {
  const texts = useCompareTexts();
  const stockTexts = useStockTexts();
  const labels = useAttributeLabels();
  const { country, language, canonicalPath, shopwareCurrency } = usePageContext();
  const currency = shopwareCurrency?.iso;
  const stored = useCompareList();
  const initialised = useCompare((state) => state.initialised);
  const remove = useCompare((state) => state.remove);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [copied, setCopied] = useState(false);
  // A shared address names its bikes; without one, the stored list.
  const shared = hydrated ? parseCompareIds(search) : [];
  const ids = shared.length > 0 ? shared : stored.map((item) => item.objectID);
  const key = ids.join(',');

  useEffect(() => {
    if (!hydrated || !initialised) return undefined;
    if (ids.length === 0) {
      setLoad({ status: 'ready', products: [] });
      return undefined;
    }
    let active = true;
    setLoad({ status: 'loading' });
    // The store-api client loads with the page's first read, not with the shell.
    import('./read-items')
      .then((module) => module.readProducts({ country, language, currency }, ids))
      .then((products) => {
        if (active) setLoad(products ? { status: 'ready', products } : { status: 'failed' });
      })
      .catch(() => active && setLoad({ status: 'failed' }));
    return () => {
      active = false;
    };
    // Keyed by the ids: the same bikes are read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, hydrated, initialised, country, language, currency, attempt]);

  const products = load.status === 'ready' ? load.products : [];
  const shareHref = `${canonicalPath}${compareQuery(products.map((product) => product.id))}`;
  const removeBike = (id: string) => {
    remove(id);
    const rest = ids.filter((entry) => entry !== id);
    void navigate(`${canonicalPath}${compareQuery(rest)}`, { replace: true });
  };
  const priceOf = (product: Product) =>
    product.price && isPriceVisible(country, brand.flags)
      ? formatPrice(product.price, { country, language })
      : texts.notAvailable;
  const prices = products.map(priceOf);
  const stocks = products.map((product) => stockTexts[product.stockStatus]);
  const rows = compareRows(products);

  return (
    <Page>
      <h1>{texts.pageTitle}</h1>
      {/* In the static HTML, unlike the list, which only the browser knows. */}
      <Lead>{fill(texts.pageDescription, { brand: brand.displayName })}</Lead>
      <p role="status">{load.status === 'loading' && ids.length > 0 ? texts.loading : ''}</p>
      {load.status === 'failed' && (
        <>
          <p>{texts.loadFailed}</p>
          <Button type="button" onClick={() => setAttempt((value) => value + 1)}>
            {texts.retry}
          </Button>
        </>
      )}
      {load.status === 'ready' && products.length === 0 && <p>{texts.empty}</p>}
      {products.length > 0 && (
        <>
          <p>{texts.differencesNote}</p>
          <Button
            type="button"
            onClick={() => {
              const url = new URL(shareHref, window.location.href).toString();
              void navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {texts.share}
          </Button>
          <span role="status"> {copied ? texts.shared : ''}</span>
          <Scroll>
            <Table>
              <thead>
                <tr>
                  <td />
                  {products.map((product) => (
                    <th key={product.id} scope="col">
                      {(product.imgThumbnails[0]?.url ?? product.img) && (
                        <img src={product.imgThumbnails[0]?.url ?? product.img ?? ''} alt="" width={240} height={160} />
                      )}
                      {product.url ? <a href={product.url}>{product.name}</a> : product.name}
                      <div>
                        <Button
                          type="button"
                          aria-label={fill(texts.removeName, { name: product.name })}
                          onClick={() => removeBike(product.id)}
                        >
                          {texts.remove}
                        </Button>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr data-differs={differs(prices)}>
                  <th scope="row">{texts.price}</th>
                  {prices.map((price, index) => (
                    <td key={products[index]?.id}>{price}</td>
                  ))}
                </tr>
                <tr data-differs={differs(stocks)}>
                  <th scope="row">{texts.stock}</th>
                  {stocks.map((stock, index) => (
                    <td key={products[index]?.id}>{stock}</td>
                  ))}
                </tr>
                {rows.map((row) => (
                  <tr key={row.key} data-differs={row.differs}>
                    <th scope="row">
                      {attributeLabel(row.key, labels)}
                      {row.differs && <VisuallyHidden> ({texts.differs})</VisuallyHidden>}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={products[index]?.id}>{value || texts.notAvailable}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        </>
      )}
    </Page>
  );
}
