// How a link names the file behind it, 'PDF, 1.7 KB': for the site's own documents (lib/media/public-file.ts)
// and the vendor's attachments (lib/content/attachments.ts).

const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'PDF',
  jpg: 'JPEG image',
  jpeg: 'JPEG image',
  png: 'PNG image',
  webp: 'WebP image',
  doc: 'Word document',
  docx: 'Word document',
  xls: 'Excel workbook',
  xlsx: 'Excel workbook',
};

const TYPES_BY_MEDIA_TYPE: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/webp': 'WebP image',
};

/** A byte count the way people read it: '980 bytes', '1.7 KB', '2.4 MB' (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The kind of file a path or address names, by its extension ('/docs/a.PDF' gives 'PDF'), else by the media
 * type its server declared; null when neither says.
 */
export function fileType(address: string, mediaType?: string | null): string | null {
  const name = address.split(/[?#]/, 1)[0] ?? '';
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
  const byExtension = extension ? TYPES_BY_EXTENSION[extension] : undefined;
  return byExtension ?? TYPES_BY_MEDIA_TYPE[mediaType?.split(';', 1)[0]?.trim().toLowerCase() ?? ''] ?? null;
}

/** 'PDF, 1.7 KB', 'PDF', '1.7 KB' or 'File': whatever is known of a file. */
export function fileLabel(type: string | null, bytes: number | null): string {
  const size = bytes === null ? null : formatBytes(bytes);
  return [type, size].filter((part) => part !== null).join(', ') || 'File';
}
