import { asRouteError, errorSummary } from './error-summary';

describe('errorSummary', () => {
  it('prefers an HTTP status', () => {
    expect(errorSummary({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found');
    expect(errorSummary({ status: 500 })).toBe('500');
  });

  it('shows only the first line of a message, never the stack', () => {
    const error = new Error('Content unavailable\n    at render (page.tsx:1:1)');
    expect(errorSummary(error)).toBe('Content unavailable');
    expect(errorSummary(error)).not.toContain('at render');
  });

  it('falls back to a sentence for anything else', () => {
    const fallback = 'Something went wrong while showing this page. Please try again in a moment.';
    expect(errorSummary(undefined)).toBe(fallback);
    expect(errorSummary(new Error(''))).toBe(fallback);
    expect(errorSummary('plain text')).toBe('plain text');
  });

  it('replaces the generic texts of production builds with the sentence', () => {
    const fallback = 'Something went wrong while showing this page. Please try again in a moment.';
    const serverError = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '42' });
    expect(errorSummary(serverError)).toBe(fallback);
    expect(errorSummary(new Error('Minified React error #441; visit https://react.dev/errors/441'))).toBe(fallback);
  });
});

describe('asRouteError', () => {
  it('keeps Errors with their digest and drops other thrown values', () => {
    const error = Object.assign(new Error('x'), { digest: '12345' });
    expect(asRouteError(error)?.digest).toBe('12345');
    expect(asRouteError('x')).toBeNull();
  });
});
