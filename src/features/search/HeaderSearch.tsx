/**
 * The header's search field on every page, with typeahead from `/search-suggest` in the ARIA
 * combobox pattern: suggestions after a short pause in typing, arrow keys move through them
 * (`aria-activedescendant`), Enter opens the active one or searches, Escape closes. The field is
 * a plain GET form to the search page, so it works before the script loads; the store-api client
 * is loaded on first focus, never with the page.
 */
import { navigate } from 'gatsby';
import React, { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import { Icon } from '../../components/ui/Icon';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { brand } from '../../config/runtime';
import { fill } from '../../lib/i18n/fill';
import type { SearchRecord } from '../../lib/product';
import { searchPath } from '../../lib/routing/routes';
import { pushDataLayer } from '../../services/analytics/data-layer';
import { useTypeaheadTexts } from './texts';

/** Pause in typing before suggestions are asked for. */
const debounceMs = 120;
const suggestionLimit = 5;
const minLength = 2;

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  order: 10;
  flex: 1 0 100%;
  padding-bottom: 0.8rem;
  ${({ theme }) => theme.up('lg')} {
    order: 0;
    flex: 0 1 28rem;
    padding-bottom: 0;
    margin-left: auto;
  }
`;

const Input = styled.input`
  width: 100%;
  min-height: 4.4rem;
  padding: 0.8rem 4.8rem 0.8rem 1.2rem;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * `font: inherit`: the hidden label would otherwise be set in the browser's font for buttons, a
 * face and size nothing else on the page uses, and the page's first layout would ask the system
 * for it (issue 20: each face and size is a synchronous font lookup, about 3 ms during a load).
 */
const Submit = styled.button`
  font: inherit;
  position: absolute;
  right: 0;
  top: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4.4rem;
  height: 4.4rem;
  color: ${({ theme }) => theme.color.text};
  background: none;
  border: 0;
  cursor: pointer;
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% - 0.4rem);
  left: 0;
  right: 0;
  z-index: 60;
  margin: 0;
  padding: 0.4rem 0;
  list-style: none;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};
  box-shadow: 0 0.8rem 2.4rem -1.2rem ${({ theme }) => theme.color.text};
  ${({ theme }) => theme.up('lg')} {
    top: 100%;
  }
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 1.2rem;
  min-height: 4.4rem;
  padding: 0.4rem 1.2rem;
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.color.surfaceRaised : 'transparent')};
  text-decoration: ${({ $active }) => ($active ? 'underline' : 'none')};
  img {
    flex: none;
    width: 4.8rem;
    height: 3.2rem;
    object-fit: contain;
  }
`;

type Suggest = (term: string, limit: number) => Promise<{ records: SearchRecord[]; total: number }>;

interface Choice {
  id: string;
  label: string;
  href: string;
  img: string | null;
}

export function HeaderSearch() {
  const { country, language, shopwareCurrency } = usePageContext();
  const texts = useTypeaheadTexts();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const action = searchPath({ country, language }, brand.routing);
  const [term, setTerm] = useState('');
  const [records, setRecords] = useState<SearchRecord[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggester = useRef<Promise<Suggest> | null>(null);
  const latest = useRef('');

  const load = () => {
    suggester.current ??= import('./suggest').then((module) =>
      module.createSuggester({ country, language, currency: shopwareCurrency?.iso }),
    );
    return suggester.current;
  };

  useEffect(() => {
    const value = term.trim();
    latest.current = value;
    if (value.length < minLength) {
      setRecords([]);
      return undefined;
    }
    const timer = window.setTimeout(() => {
      void load()
        .then((suggest) => suggest(value, suggestionLimit))
        .then((answer) => {
          if (latest.current !== value) return;
          setRecords(answer.records.filter((record) => record.url !== null));
          setActive(-1);
        })
        .catch(() => setRecords([]));
    }, debounceMs);
    return () => window.clearTimeout(timer);
    // The suggester is made once per page; only the term asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  const value = term.trim();
  const allHref = `${action}?q=${encodeURIComponent(value)}`;
  const choices: Choice[] =
    value.length >= minLength
      ? [
          ...records.map((record) => ({
            id: record.objectID,
            label: record.name,
            href: `${(record.url ?? '').split('?')[0] ?? ''}${record.query}`,
            img: record.img,
          })),
          { id: 'all', label: fill(texts.showAll, { query: value }), href: allHref, img: null },
        ]
      : [];
  const expanded = open && choices.length > 0;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const choose = (choice: Choice) => {
    pushDataLayer({
      event: 'search_suggestion_select',
      searchTerm: value,
      suggestion: choice.id === 'all' ? value : choice.label,
    });
    setOpen(false);
    void navigate(choice.href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value === '') return;
    setOpen(false);
    void navigate(allHref);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (choices.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the other end follows (from the field, Up goes to the last option).
      setActive((index) => {
        const next = index + step;
        return next >= choices.length ? 0 : next < 0 ? choices.length - 1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < choices.length) {
      event.preventDefault();
      const choice = choices[active];
      if (choice) choose(choice);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setTerm('');
      setActive(-1);
    }
  };

  const count = records.length;
  return (
    <Form role="search" aria-label={texts.searchLabel} method="get" action={action} onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={`${baseId}-input`}>
        {texts.searchLabel}
      </VisuallyHidden>
      <Input
        id={`${baseId}-input`}
        type="search"
        name="q"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={texts.searchPlaceholder}
        value={term}
        onFocus={() => {
          void load();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <Submit type="submit">
        <Icon name="search" />
        <VisuallyHidden>{texts.submit}</VisuallyHidden>
      </Submit>
      <List id={listId} role="listbox" aria-label={texts.suggestions} hidden={!expanded}>
        {choices.map((choice, index) => (
          <Option
            key={choice.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            $active={index === active}
            // Chosen on mouse down: a click would first blur the field and close the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(choice);
            }}
          >
            {choice.img && <img src={choice.img} alt="" width={48} height={32} />}
            <span>{choice.label}</span>
          </Option>
        ))}
      </List>
      <VisuallyHidden role="status">
        {expanded
          ? count === 1
            ? texts.suggestionCountOne
            : count > 1
              ? fill(texts.suggestionCount, { count })
              : texts.noSuggestions
          : ''}
      </VisuallyHidden>
    </Form>
  );
}
