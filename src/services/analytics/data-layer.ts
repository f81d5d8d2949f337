/**
 * The analytics data layer (spec sections 7 and 8): typed events pushed to `window.dataLayer`,
 * which the tag manager reads when (and if) it loads. Without the tag manager, or outside a
 * browser, pushing still must not fail: analytics never breaks a page.
 */

/** A message banner of the fail variant was shown (spec 8: description prefixed 'Error - '). */
export interface ErrorMessageViewEvent {
  event: 'error_message_view';
  /** 'error' for a failure banner, 'salesforce_form_error' for the contact form's consent failure. */
  type: 'error' | 'salesforce_form_error';
  description: string;
}

/** A form field failed validation when the shopper tried to submit (spec 8, "Field error"). */
export interface FieldErrorEvent {
  event: 'form_field_error';
  form: string;
  field: string;
  /** The message key, language-neutral so reports group across locales. */
  error: string;
}

/** After the contact form's post, the page reports the submission (spec 7). */
export interface ContactFormSubmitEvent {
  event: 'contact_form_submit';
  pageType: string;
  language: string;
  country: string;
  environment: string;
  gitHash: string;
  status: number;
}

/** A product search was answered (the search page; one per term, facet, sort or page change). */
export interface SearchEvent {
  event: 'search';
  searchTerm: string;
  resultCount: number;
}

/** A typeahead suggestion was chosen. */
export interface SearchSuggestionEvent {
  event: 'search_suggestion_select';
  searchTerm: string;
  /** The chosen product's name, or the term itself for "show all results". */
  suggestion: string;
}

/** A bike was added to or removed from the comparison (spec section 4). */
export interface CompareEvent {
  event: 'compare';
  action: 'add' | 'remove';
  /** Names of the products added or removed. */
  products: string[];
  /** Bikes in the comparison afterwards. */
  count: number;
}

export type DataLayerEvent =
  ErrorMessageViewEvent | FieldErrorEvent | ContactFormSubmitEvent | SearchEvent | SearchSuggestionEvent | CompareEvent;

type DataLayerHost = { dataLayer?: unknown };

/** The data layer of this window, created when missing (the tag manager adopts it when it loads). */
function dataLayerOf(host: DataLayerHost): { push: (entry: object) => unknown } {
  const existing = host.dataLayer as { push?: unknown } | undefined;
  if (existing && typeof existing.push === 'function') return existing as { push: (entry: object) => unknown };
  const created: object[] = [];
  host.dataLayer = created;
  return created;
}

/**
 * Pushes an event; returns whether it was pushed. Does nothing during server rendering, and
 * swallows a failing push (a broken tag-manager script must not take the page with it).
 */
export function pushDataLayer(event: DataLayerEvent): boolean {
  if (typeof window === 'undefined') return false;
  const host = window as unknown as DataLayerHost;
  try {
    dataLayerOf(host).push(event);
    return true;
  } catch {
    return false;
  }
}

export const errorDescriptionPrefix = 'Error - ';

/** The event of a shown failure message (spec 8: type error, description prefixed 'Error - '). */
export function trackErrorMessage(description: string): boolean {
  return pushDataLayer({
    event: 'error_message_view',
    type: 'error',
    description: `${errorDescriptionPrefix}${description}`,
  });
}

/** The event of a field that failed validation on submit. */
export function trackFieldError(form: string, field: string, error: string): boolean {
  return pushDataLayer({ event: 'form_field_error', form, field, error });
}
