// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cycleToWorkSchemeUrl, ukTaxYear } from '../../../lib/cycle-to-work';
import { renderWithPage } from '../../../testing/render';
import CycleToWork from './CycleToWork';

afterEach(cleanup);

const figure = (name: string) =>
  within(screen.getByText(name).closest('div') as HTMLElement).getByRole('definition').firstChild?.textContent;

describe('Cycle to Work calculator', () => {
  const render = (amount: number) =>
    renderWithPage(<CycleToWork price={{ amount, currency: 'GBP' }} />, { country: 'gb', language: 'en' });

  it('offers the best saving in its summary and works out a basic-rate 12-month hire', () => {
    render(1000);
    expect(screen.getByText('Save up to 47 % with Cycle to Work').tagName).toBe('SUMMARY');
    expect(screen.getByRole('radio', { name: /Basic rate/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Hire period' })).toHaveProperty('value', '12');
    expect(figure('You save')).toBe('£280.00');
    expect(figure('The bike costs you')).toBe('£720.00');
    expect(figure('Each month')).toBe('£60.00');
    expect(screen.getByText(/£83\.33 comes off your gross pay, for 12 months/)).toBeTruthy();
  });

  it('follows the chosen band and hire period', () => {
    render(1000);
    fireEvent.click(screen.getByRole('radio', { name: /Higher rate/ }));
    expect(figure('You save')).toBe('£420.00');
    fireEvent.change(screen.getByRole('combobox', { name: 'Hire period' }), { target: { value: '24' } });
    expect(figure('Each month')).toBe('£24.17');
    fireEvent.click(screen.getByRole('radio', { name: /Additional rate/ }));
    expect(figure('You save')).toBe('£470.00');
  });

  it('states its assumptions with the tax year and links the scheme guidance', () => {
    render(2499);
    expect(screen.getByText(new RegExp(`of the ${ukTaxYear.label.replace('/', '\\/')} tax year`))).toBeTruthy();
    expect(screen.getByText(/Scottish income tax bands differ/)).toBeTruthy();
    const link = screen.getByRole('link', { name: /How the Cycle to Work scheme works/ });
    expect(link.getAttribute('href')).toBe(cycleToWorkSchemeUrl);
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('renders nothing for a price it cannot work with', () => {
    const { container } = render(0);
    expect(container.innerHTML).toBe('');
  });
});
