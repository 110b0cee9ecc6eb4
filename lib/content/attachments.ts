import 'server-only';
import { fileLabel, fileType } from '@/lib/media/file-label';
import { exchange } from './client';

/** A HEAD request for an attachment's size gets this long; the page is written without the size after it. */
export const ATTACHMENT_HEAD_TIMEOUT_MS = 2_000;

/** An attachment of a notice, news item or event, with what a parent should know before opening it on a phone. */
export interface Attachment {
  url: string;
  /** 'PDF, 245.0 KB'; 'PDF' when the size is unknown; 'File' when nothing is. */
  label: string;
}

interface Head {
  bytes: number | null;
  mediaType: string | null;
}

/** Size and media type of a vendor file as its server declares them; nothing when it does not answer in time or fails. */
async function head(url: string): Promise<Head> {
  const nothing: Head = { bytes: null, mediaType: null };
  try {
    return await exchange(
      url,
      { method: 'HEAD', headers: {}, timeoutMs: ATTACHMENT_HEAD_TIMEOUT_MS },
      (cause) => new Error('attachment HEAD failed', { cause }),
      async ({ statusCode, headers }) => {
        if (statusCode < 200 || statusCode > 299) return nothing;
        const length = Number(headers['content-length']);
        const type = headers['content-type'];
        return { bytes: Number.isSafeInteger(length) && length > 0 ? length : null, mediaType: typeof type === 'string' ? type : null };
      },
    );
  } catch {
    // A missing size is no reason to fail the page: the link is still there.
    return nothing;
  }
}

/**
 * The attachments of an item with their type and size, asked of the vendor's file server when the item's
 * page is rendered (at build and at each regeneration, never per visitor).
 */
export async function describeAttachments(urls: readonly string[]): Promise<Attachment[]> {
  return Promise.all(
    urls.map(async (url) => {
      const { bytes, mediaType } = await head(url);
      return { url, label: fileLabel(fileType(url, mediaType), bytes) };
    }),
  );
}
