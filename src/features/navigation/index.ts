/** The public face of the navigation feature: other features, the shell and the templates import only this. */
export { keepAddressOfNotFoundPage } from './not-found-address';
export {
  listenForHistoryNavigation,
  reloadWhereTheVisitorIs,
  restoreAfterPageLoad,
  saveScrollPosition,
  scrollTarget,
} from './scroll-restoration';
