/** The bike comparison's public face: the toggle, the panel on every page and the page. */
export { CompareToggle } from './CompareToggle';
export { ComparePanelSlot } from './ComparePanelSlot';
export { ComparePage } from './ComparePage';
export { type CompareItem, compareItemOf, isBike } from '../../lib/compare';
