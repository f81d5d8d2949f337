/**
 * The Cycle to Work calculator of the product page (GB, brand setting `cycleToWorkCountries`):
 * what the shown price costs through the scheme for the visitor's tax band and hire period, with
 * the assumptions stated. Collapsed under the buy box, so the box stays short. Its own chunk:
 * only the pages that offer it load it.
 */
import React, { useId, useState } from 'react';
import styled from 'styled-components';
import {
  type HirePeriod,
  type TaxBandKey,
  cycleToWorkSaving,
  cycleToWorkSchemeUrl,
  hirePeriods,
  ukTaxYear,
} from '../../../lib/cycle-to-work';
import { fill } from '../../../lib/i18n/fill';
import { type Money, formatPrice } from '../../../lib/product';
import { usePriceContext } from '../hooks';
import { useCycleToWorkTexts } from '../texts';

const Box = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surfaceRaised};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1.2rem;
    min-height: 4.4rem;
    padding: 1.2rem 1.6rem;
    font-weight: ${({ theme }) => theme.font.weights.bold};
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    &::after {
      content: '+';
      flex: none;
      font-size: ${({ theme }) => theme.textSize.xl};
      line-height: 1;
      color: ${({ theme }) => theme.color.accent};
    }
  }
  &[open] summary::after {
    content: '−';
  }
`;

const Body = styled.div`
  display: grid;
  gap: 1.6rem;
  padding: 0 1.6rem 1.6rem;
  p,
  ul,
  dl,
  fieldset {
    margin: 0;
  }
  fieldset {
    display: grid;
    gap: 0.8rem;
    padding: 0;
    border: 0;
  }
  legend,
  label[for] {
    margin-bottom: 0.4rem;
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.textSize.sm};
  }
  ul {
    padding-left: 2rem;
    font-size: ${({ theme }) => theme.textSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Band = styled.label`
  display: flex;
  gap: 0.8rem;
  align-items: flex-start;
  min-height: 4.4rem;
  cursor: pointer;
  input {
    width: 2rem;
    height: 2rem;
    margin: 0.2rem 0 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const Period = styled.select`
  display: block;
  min-height: 4.4rem;
  padding: 0.8rem 1.2rem;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1.2rem;
  div {
    padding: 1.2rem;
    background: ${({ theme }) => theme.color.surface};
    border-radius: ${({ theme }) => theme.radius.control};
  }
  dt {
    font-size: ${({ theme }) => theme.textSize.sm};
  }
  dd {
    margin: 0.2rem 0 0;
    font-size: ${({ theme }) => theme.textSize.lg};
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  dd small {
    margin-top: 0.4rem;
    font-weight: ${({ theme }) => theme.font.weights.regular};
    line-height: 1.4;
  }
`;

const ratePercent = (band: { incomeTax: number; nationalInsurance: number }) =>
  Math.round((band.incomeTax + band.nationalInsurance) * 100);

export default function CycleToWork({ price }: { price: Money }) {
  const texts = useCycleToWorkTexts();
  const { locale } = usePriceContext();
  const id = useId();
  const [bandKey, setBandKey] = useState<TaxBandKey>('basic');
  const [months, setMonths] = useState<HirePeriod>(hirePeriods[0]);
  const band = ukTaxYear.bands.find((entry) => entry.key === bandKey);
  if (!band || price.amount <= 0) return null;
  const result = cycleToWorkSaving(price.amount, band, months);
  const money = (amount: number) => formatPrice({ amount, currency: price.currency }, locale);
  const best = Math.max(...ukTaxYear.bands.map(ratePercent));

  return (
    <Box>
      <summary>{fill(texts.summary, { percent: best })}</summary>
      <Body>
        <p>{texts.intro}</p>
        <fieldset>
          <legend>{texts.taxBand}</legend>
          {ukTaxYear.bands.map((entry) => (
            <Band key={entry.key}>
              <input
                type="radio"
                name={`${id}-band`}
                value={entry.key}
                checked={entry.key === bandKey}
                onChange={() => setBandKey(entry.key)}
              />
              <span>
                {texts[entry.key]}
                <small>{fill(texts.bandRates, { rate: ratePercent(entry) })}</small>
              </span>
            </Band>
          ))}
        </fieldset>
        <div>
          <label htmlFor={`${id}-months`}>{texts.hirePeriod}</label>
          <Period
            id={`${id}-months`}
            value={months}
            onChange={(event) => setMonths(Number(event.target.value) as HirePeriod)}
          >
            {hirePeriods.map((period) => (
              <option key={period} value={period}>
                {fill(texts.months, { months: period })}
              </option>
            ))}
          </Period>
        </div>
        <Figures aria-live="polite">
          <div>
            <dt>{texts.youSave}</dt>
            <dd>
              {money(result.saving)}
              <small>{fill(texts.savingShare, { percent: result.savingPercent })}</small>
            </dd>
          </div>
          <div>
            <dt>{texts.youPay}</dt>
            <dd>{money(result.netCost)}</dd>
          </div>
          <div>
            <dt>{texts.monthly}</dt>
            <dd>
              {money(result.monthlyNetCost)}
              <small>{fill(texts.monthlyNote, { sacrifice: money(result.monthlySacrifice), months })}</small>
            </dd>
          </div>
        </Figures>
        <div>
          <p>
            <strong>{texts.assumptionsTitle}</strong>
          </p>
          <ul>
            <li>{fill(texts.assumptionRates, { year: ukTaxYear.label })}</li>
            <li>{texts.assumptionScotland}</li>
            <li>{texts.assumptionEmployer}</li>
            <li>{texts.assumptionFees}</li>
          </ul>
        </div>
        <p>
          <a href={cycleToWorkSchemeUrl} target="_blank" rel="noopener noreferrer">
            {texts.schemeLink}
          </a>
        </p>
      </Body>
    </Box>
  );
}
