// What jsdom lacks and several component tests need, written once.

/** Makes `matchMedia` answer prefers-reduced-motion as asked and every other query with no match. */
export function mockReducedMotion(reduce: boolean): void {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/**
 * A `<dialog>`'s close() as browsers do it (drops `open`, fires `close`), and a `method="dialog"` form's
 * submit closing its dialog.
 */
export function stubDialogClose(): void {
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (form.getAttribute('method') !== 'dialog') return;
    event.preventDefault();
    form.closest('dialog')?.close();
  });
}
