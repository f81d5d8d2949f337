/**
 * The comparison panel (spec section 4), on every page once the list holds bikes: a button that
 * toggles the list open, each bike with a remove button, and the way to the comparison page.
 * Loaded only when the list has items (`ComparePanelSlot`).
 */
import { Link } from 'gatsby';
import React, { useId } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import { brand } from '../../config/runtime';
import { fill } from '../../lib/i18n/fill';
import { compareQuery } from '../../lib/compare';
import { comparePath } from '../../lib/routing/routes';
import { useCompare } from './compare-store';
import { useComparePanelTexts } from './texts';

const Dock = styled.div`
  position: fixed;
  right: 1.6rem;
  bottom: 1.6rem;
  z-index: 40;
  display: grid;
  justify-items: end;
  gap: 0.8rem;
  max-width: calc(100vw - 3.2rem);
`;

const Button = styled.button`
  min-height: 4.4rem;
  padding: 0.8rem 1.6rem;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.control};
  cursor: pointer;
`;

const Panel = styled.section`
  width: 36rem;
  max-width: 100%;
  padding: 1.6rem;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: 0 0.8rem 2.4rem -1.2rem ${({ theme }) => theme.color.text};
  h2 {
    margin: 0 0 1.2rem;
    font-size: ${({ theme }) => theme.headingSize.h4};
  }
  ul {
    display: grid;
    gap: 0.8rem;
    margin: 0 0 1.6rem;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 1.2rem;
  }
  img {
    flex: none;
    width: 6.4rem;
    height: 4.2rem;
    object-fit: contain;
  }
  li span {
    flex: 1;
    overflow-wrap: anywhere;
  }
`;

const Remove = styled.button`
  min-width: 4.4rem;
  min-height: 4.4rem;
  font: inherit;
  color: ${({ theme }) => theme.color.link};
  background: none;
  border: 0;
  text-decoration: underline;
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.8rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
    padding: 0 1.6rem;
    font-weight: ${({ theme }) => theme.font.weights.bold};
    color: ${({ theme }) => theme.color.onPrimary};
    background: ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.control};
    text-decoration: none;
  }
`;

export default function ComparePanel() {
  const texts = useComparePanelTexts();
  const { country, language } = usePageContext();
  const items = useCompare((state) => state.items);
  const open = useCompare((state) => state.open);
  const setOpen = useCompare((state) => state.setOpen);
  const remove = useCompare((state) => state.remove);
  const clear = useCompare((state) => state.clear);
  const panelId = useId();
  if (items.length === 0) return null;
  const href = `${comparePath({ country, language }, brand.routing)}${compareQuery(items.map((item) => item.objectID))}`;
  return (
    <Dock>
      {open && (
        <Panel id={panelId} aria-labelledby={`${panelId}-title`}>
          <h2 id={`${panelId}-title`}>{texts.panelTitle}</h2>
          <ul>
            {items.map((item) => (
              <li key={item.objectID}>
                {item.thumbnail && <img src={item.thumbnail} alt="" width={64} height={42} />}
                <span>{item.model}</span>
                <Remove
                  type="button"
                  aria-label={fill(texts.removeName, { name: item.model })}
                  onClick={() => remove(item.objectID)}
                >
                  ×
                </Remove>
              </li>
            ))}
          </ul>
          <Actions>
            <Remove type="button" onClick={clear}>
              {texts.clearAll}
            </Remove>
            <Link to={href} onClick={() => setOpen(false)}>
              {texts.compareNow}
            </Link>
          </Actions>
        </Panel>
      )}
      <Button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? texts.closePanel : fill(texts.openPanel, { count: items.length })}
      </Button>
    </Dock>
  );
}
