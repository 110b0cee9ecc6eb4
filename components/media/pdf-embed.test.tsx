import { render, screen } from '@testing-library/react';
import { PdfEmbed } from './pdf-embed';

describe('PdfEmbed', () => {
  it('shows the document in a frame of the given height that the browser loads lazily, with Open and Download links beside it', () => {
    render(<PdfEmbed src="/docs/tc/sample.pdf" title="Sample transfer certificate" height={500} />);
    const frame = screen.getByTitle('Sample transfer certificate');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/docs/tc/sample.pdf');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveStyle({ height: '500px' });
    expect(screen.getByRole('link', { name: 'Open Sample transfer certificate (opens in a new tab)' })).toHaveAttribute('href', '/docs/tc/sample.pdf');
    expect(screen.getByRole('link', { name: 'Download Sample transfer certificate (PDF)' })).toHaveAttribute('download');
  });
});
