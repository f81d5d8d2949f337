/** A stand-in for the browser's observer: the test says when a region comes into view. */
export class FakeIntersectionObserver {
  /** The observers made during one test. */
  static instances: FakeIntersectionObserver[] = [];
  /** The module's observer: made once, by the first test that watches a region. */
  static latest: FakeIntersectionObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
    FakeIntersectionObserver.latest = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports the elements in view, in one callback as the browser does. */
  scrollTo(...elements: Element[]) {
    this.callback(
      elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}
