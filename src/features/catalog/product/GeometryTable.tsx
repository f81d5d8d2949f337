/**
 * The geometry of the frame sizes (brand flag `geometryTable`): the catalogue's drawing (custom
 * fields geometry / geometryAlt) at its own ratio and, beside it, the measurements per frame size
 * (custom field geometryData), the sizes in the configurator's order with the chosen one marked.
 * Nothing is shown without a drawing or measurements.
 */
import React, { useId } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../../components/page-context';
import { type AttributeGroup, type GeometryData, type ImageSource } from '../../../lib/product';
import { fill } from '../../../lib/i18n/fill';
import { localeTag } from '../../../lib/product/price';
import type { CatalogMessages } from '../messages';
import { useCatalogTexts } from '../texts';
import { ProductImage } from '../ProductImage';
import { numberFormat } from '../../../lib/i18n/intl';

/**
 * One styled wrapper with class selectors inside (not a component per element): this section is
 * on every product page's first load, whose JavaScript budget is tight.
 */
const Layout = styled.div`
  display: grid;
  /* One column no wider than the page: a table of many sizes scrolls inside it (.scroll). */
  grid-template-columns: minmax(0, 1fr);
  gap: 2.4rem;
  align-items: start;
  ${({ theme }) => theme.up('lg')} {
    &.both {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
  figure {
    max-width: ${({ theme }) => theme.layoutWidth.content};
    margin: 0;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.card};
    overflow: hidden;
  }
  /* Scrolls sideways on a phone when there are many sizes; focusable so the keyboard can scroll it. */
  .scroll {
    overflow-x: auto;
  }
  .scroll:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 1rem 0.8rem;
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
    white-space: normal;
    min-width: 16rem;
  }
  th[scope='row'] > span {
    display: inline-flex;
    align-items: center;
    gap: 0.8rem;
  }
  .chosen {
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  /* The drawing's letter of a measure. */
  b {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 2.4rem;
    height: 2.4rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-size: ${({ theme }) => theme.textSize.sm};
  }
  /* Below the scrolling table, so a phone shows it whole. */
  p {
    margin: 1.2rem 0 0;
    font-size: ${({ theme }) => theme.textSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const measureNames: Record<string, keyof CatalogMessages> = {
  seatTube: 'geometrySeatTube',
  topTube: 'geometryTopTube',
  wheelbase: 'geometryWheelbase',
  headTube: 'geometryHeadTube',
};

/** The configurator group whose options the measurements are given for, with those options in the configurator's order. */
export function geometryColumns(
  data: GeometryData,
  groups: readonly AttributeGroup[],
): { group: AttributeGroup; sizes: AttributeGroup['options'] } | null {
  const measured = (id: string) => data.rows.some((row) => id in row.values);
  const group = groups.find((candidate) => candidate.options.some((option) => measured(option.id)));
  return group ? { group, sizes: group.options.filter((option) => measured(option.id)) } : null;
}

export function GeometryTable({
  geometry,
  alt,
  productName,
  data = null,
  groups = [],
  chosenOptionIds = [],
}: {
  geometry: ImageSource | null;
  alt: string | null;
  productName: string;
  data?: GeometryData | null;
  /** The product's configurator groups (the sizes' names and order). */
  groups?: readonly AttributeGroup[];
  /** Options of the shown variant: its size is marked. */
  chosenOptionIds?: readonly string[];
}) {
  const texts = useCatalogTexts();
  const page = usePageContext();
  const id = useId();
  const columns = data ? geometryColumns(data, groups) : null;
  if (!geometry && !columns) return null;
  const number = numberFormat(localeTag(page));
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.geometry}</h2>
      <Layout className={geometry && columns ? 'both' : undefined}>
        {geometry && (
          <figure>
            <ProductImage
              image={geometry}
              alt={alt || geometry.alt || `${texts.geometry}: ${productName}`}
              sizes="(min-width: 1024px) 600px, 100vw"
            />
          </figure>
        )}
        {data && columns && (
          <div>
            {/* A scrolling region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable). */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <div className="scroll" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
              <table aria-labelledby={`${id}-caption`}>
                <thead>
                  <tr>
                    <th scope="col">{columns.group.label}</th>
                    {columns.sizes.map((size) => (
                      <th
                        key={size.id}
                        scope="col"
                        className={chosenOptionIds.includes(size.id) ? 'chosen' : undefined}
                      >
                        {size.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => {
                    const name = measureNames[row.measure];
                    return (
                      <tr key={row.label}>
                        <th scope="row">
                          <span>
                            <b aria-hidden="true">{row.label}</b>
                            {name ? String(texts[name]) : row.measure}
                          </span>
                        </th>
                        {columns.sizes.map((size) => {
                          const value = row.values[size.id];
                          return (
                            <td key={size.id} className={chosenOptionIds.includes(size.id) ? 'chosen' : undefined}>
                              {value === undefined ? '–' : number.format(value)}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <p id={`${id}-caption`}>{fill(texts.geometryCaption, { unit: data.unit })}</p>
          </div>
        )}
      </Layout>
    </section>
  );
}
