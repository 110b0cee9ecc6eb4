import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageViewer } from './image-viewer';

const image = { src: '/images/fees/fee-table-2025-26.jpg', alt: 'Fee table for classes I to X', width: 1200, height: 800 };

describe('ImageViewer', () => {
  it('shows a thumbnail that links to the full image', () => {
    render(<ImageViewer image={image} title="Fee table" openLabel="View fee table" />);
    const link = screen.getByRole('link', { name: /View fee table/ });
    expect(link).toHaveAttribute('href', image.src);
    expect(within(link).getByRole('img', { name: image.alt })).toBeInTheDocument();
  });

  it('opens a modal viewer by keyboard, zooms, and closes with the button returning focus', async () => {
    const user = userEvent.setup();
    render(<ImageViewer image={image} title="Fee table" openLabel="View fee table" />);
    const link = screen.getByRole('link', { name: /View fee table/ });
    link.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Fee table' });
    const zoom = within(dialog).getByRole('button', { name: 'Zoom to actual size' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await user.click(zoom);
    expect(within(dialog).getByRole('button', { name: 'Fit to window' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Close image viewer' }));
    expect(screen.queryByRole('button', { name: 'Fit to window' })).not.toBeInTheDocument();
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('shows the image fitted to the dialog from the optimiser’s renditions, and the file itself only at actual size', async () => {
    const user = userEvent.setup();
    render(<ImageViewer image={image} title="Fee table" openLabel="View fee table" />);
    await user.click(screen.getByRole('link', { name: /View fee table/ }));
    const dialog = screen.getByRole('dialog', { name: 'Fee table' });
    const fitted = within(dialog).getByRole('img', { name: image.alt });
    const candidates = (fitted.getAttribute('srcset') ?? '').split(', ');
    // A 375 px phone at 2x shows it about 600 px wide: the 640 px rendition is there to choose.
    expect(candidates).toContain('/_next/image?url=%2Fimages%2Ffees%2Ffee-table-2025-26.jpg&w=640&q=75 640w');
    for (const candidate of candidates) expect(candidate).toMatch(/^\/_next\/image\?url=%2Fimages%2Ffees%2Ffee-table-2025-26\.jpg&w=\d+&q=75 \d+w$/);
    expect(fitted).toHaveAttribute('src', expect.stringMatching(/^\/_next\/image\?/));

    await user.click(within(dialog).getByRole('button', { name: 'Zoom to actual size' }));
    const actual = within(dialog).getByRole('img', { name: image.alt });
    expect(actual).toHaveAttribute('src', image.src);
    expect(actual).not.toHaveAttribute('srcset');
  });
});
