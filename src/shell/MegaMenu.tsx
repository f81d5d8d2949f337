import { Link } from 'gatsby';
import React, { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { HydrateOnView } from '../components/hydrate-on-view';
import { Icon } from '../components/ui/Icon';
import { usePageContext } from '../components/page-context';
import { useMenuGroups } from './use-menu';

const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.color.headerSurface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.up('lg')} {
    display: block;
    position: static;
    border: 0;
  }
`;

const Groups = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.up('lg')} {
    display: flex;
    gap: 0.8rem;
  }
`;

const GroupButton = styled.button`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  width: 100%;
  min-height: 4.4rem;
  padding: 0 1.6rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.headerText};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weights.medium};
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => `${theme.motion.menu} ${theme.easing.out}`};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${({ theme }) => theme.up('lg')} {
    width: auto;
  }
`;

const Panel = styled.div`
  padding: 0.8rem 1.6rem 1.6rem;
  background: ${({ theme }) => theme.color.headerSurface};
  ${({ theme }) => theme.up('lg')} {
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    padding: 2.4rem max(1.6rem, calc((100vw - ${({ theme }) => theme.layoutWidth.content}) / 2));
    border-top: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: 0 1.2rem 2.4rem rgb(0 0 0 / 0.15);
  }
  &[hidden] {
    display: none;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.up('lg')} {
    columns: 3;
  }
  a {
    display: block;
    padding: 0.8rem 0;
    color: ${({ theme }) => theme.color.headerText};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/**
 * The menu's groups as disclosure buttons (WAI-ARIA disclosure navigation pattern): one group open
 * at a time, Escape closes and returns focus, a click elsewhere closes. Memoised with stable
 * props: it waits as static HTML while the page hydrates (see `MegaMenu`).
 */
const MenuGroups = memo(function MenuGroups({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const groups = useMenuGroups();
  const [expanded, setExpanded] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const close = useCallback(() => setExpanded(null), []);

  useEffect(() => {
    if (expanded === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      listRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${id}-${expanded}"]`)?.focus();
      close();
    };
    const onPointer = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [expanded, close, id]);

  return (
    <Groups ref={listRef}>
      {groups.map((group, index) => (
        <li key={group.label}>
          <GroupButton
            type="button"
            aria-expanded={expanded === index}
            aria-controls={`${id}-${index}`}
            onClick={() => setExpanded(expanded === index ? null : index)}
          >
            {group.label}
            <Icon name="chevronDown" size="sm" />
          </GroupButton>
          <Panel id={`${id}-${index}`} hidden={expanded !== index}>
            <Links>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    onClick={() => {
                      close();
                      onNavigate();
                    }}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </Links>
          </Panel>
        </li>
      ))}
    </Groups>
  );
});

/**
 * The main navigation. Every page shows it and few visitors open it, so its groups stay the
 * server's HTML until the visitor reaches into them (pointer, focus, keys): the page's hydration
 * skips its buttons, panels and links (issue 20). Its links work as links meanwhile, and
 * `onNavigate` must keep its identity (the waiting groups take no new props).
 */
export function MegaMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { translations } = usePageContext();
  const id = useId();
  return (
    <Nav id={`${id}-nav`} aria-label={translations.mainNavigation} $open={open}>
      <HydrateOnView id="main-navigation" openOn="reach">
        <MenuGroups id={id} onNavigate={onNavigate} />
      </HydrateOnView>
    </Nav>
  );
}
