import 'server-only';

/** A call to the content service failed: network, timeout, non-2xx answer, oversized or unreadable body. */
export class ContentApiError extends Error {
  readonly status: number | null;
  readonly resource: string;

  constructor(message: string, options: { resource: string; status?: number | null; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'ContentApiError';
    this.resource = options.resource;
    this.status = options.status ?? null;
  }
}

/** The content service answered, but not in the shape the site needs (e.g. an object where a list is due). */
export class ContentValidationError extends Error {
  readonly resource: string;
  readonly problems: string[];

  constructor(resource: string, problems: string[]) {
    super(`${resource}: unexpected response shape (${problems.join('; ')})`);
    this.name = 'ContentValidationError';
    this.resource = resource;
    this.problems = problems;
  }
}
