import { fileLabel, fileType, formatBytes } from './file-label';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1.0 KB'],
    [1741, '1.7 KB'],
    [2.4 * 1024 * 1024, '2.4 MB'],
  ])('writes %d as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('fileType', () => {
  it('reads the extension of a path or address, in any letter case, before a query', () => {
    expect(fileType('/docs/fees.PDF')).toBe('PDF');
    expect(fileType('https://erp.example/api/image/circular%201.jpeg?v=2')).toBe('JPEG image');
    expect(fileType('https://erp.example/api/image/marks.xlsx')).toBe('Excel workbook');
  });

  it("falls back on the server's media type, and says nothing when neither tells", () => {
    expect(fileType('https://erp.example/api/image/12345', 'application/pdf; charset=binary')).toBe('PDF');
    expect(fileType('https://erp.example/api/image/12345', 'application/octet-stream')).toBeNull();
    expect(fileType('https://erp.example/api/image/12345')).toBeNull();
  });
});

describe('fileLabel', () => {
  it('states what is known: type and size, either alone, or just "File"', () => {
    expect(fileLabel('PDF', 250_880)).toBe('PDF, 245.0 KB');
    expect(fileLabel('PDF', null)).toBe('PDF');
    expect(fileLabel(null, 2048)).toBe('2.0 KB');
    expect(fileLabel(null, null)).toBe('File');
  });
});
