/** The search texts of the page (its language only, from the page context). */
import { useFeatureTexts, useShellTexts } from '../../components/page-context';
import type { searchShellTextKeys, SearchMessages } from './messages';

export type { SearchMessages };

declare module '../../lib/page-context' {
  interface FeatureTexts {
    search?: SearchMessages;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the header search's shell keys (declaration merging)
  interface ShellTexts extends Pick<SearchMessages, (typeof searchShellTextKeys)[number]> {}
}

export function useSearchTexts(): SearchMessages {
  return useFeatureTexts('search');
}

/** The header's typeahead texts, which every page carries. */
export function useTypeaheadTexts() {
  return useShellTexts();
}

/** The label of a colour group value; the value itself when the dictionary has no word for it. */
export function colorGroupLabel(texts: SearchMessages, value: string): string {
  const key = `color${value.toLowerCase()}`;
  return key in texts ? texts[key as keyof SearchMessages] : value.charAt(0).toUpperCase() + value.slice(1);
}
