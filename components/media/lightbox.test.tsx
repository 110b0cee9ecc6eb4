import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clampIndex, LightboxLink, LightboxProvider, type LightboxSlide } from './lightbox';

// The real viewer is a lazily loaded chunk; here a stand-in shows what the provider hands it.
jest.mock('next/dynamic', () => () => {
  function Viewer({
    slides,
    index,
    open,
    onClose,
    onView,
  }: {
    slides: LightboxSlide[];
    index: number;
    open: boolean;
    onClose: () => void;
    onView: (index: number) => void;
  }) {
    if (!open) return null;
    return (
      <div role="dialog" aria-label="Image viewer">
        <p>{`${slides[index]?.title} ${index + 1}/${slides.length}`}</p>
        <button type="button" onClick={onClose}>
          Close
        </button>
        <button type="button" onClick={() => onView(index + 1)}>
          Next
        </button>
      </div>
    );
  }
  return Viewer;
});

const SLIDES: LightboxSlide[] = [
  { src: 'https://cs.example/api/image/a.jpg', alt: 'a', title: 'Sports Day', description: '2 Jul 2026' },
  { src: 'https://cs.example/api/image/b.jpg', alt: 'b', title: 'Sports Day', description: '2 Jul 2026' },
];

function renderGrid() {
  return render(
    <LightboxProvider>
      {SLIDES.map((slide, index) => (
        <LightboxLink key={slide.src} slides={SLIDES} index={index} href={slide.src} label={`View photo ${index + 1}`}>
          photo
        </LightboxLink>
      ))}
    </LightboxProvider>,
  );
}

describe('LightboxLink and LightboxProvider', () => {
  it('are plain links to the full images before anything opens', () => {
    renderGrid();
    expect(screen.getByRole('link', { name: 'View photo 2' })).toHaveAttribute('href', SLIDES[1]!.src);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('open the viewer at the clicked image and give focus back on close', async () => {
    const user = userEvent.setup();
    renderGrid();
    const second = screen.getByRole('link', { name: 'View photo 2' });
    await user.click(second);
    expect(screen.getByRole('dialog', { name: 'Image viewer' })).toHaveTextContent('Sports Day 2/2');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(second).toHaveFocus();
  });

  it('open by keyboard', async () => {
    const user = userEvent.setup();
    renderGrid();
    screen.getByRole('link', { name: 'View photo 1' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toHaveTextContent('Sports Day 1/2');
  });
});

describe('the viewer and browser history', () => {
  beforeEach(() => window.history.replaceState(null, '', '/SubGallery?id=a1'));

  function renderAlbum(initialIndex: number | null = null) {
    return render(
      <LightboxProvider album={{ slides: SLIDES, initialIndex }}>
        {SLIDES.map((slide, index) => (
          <LightboxLink key={slide.src} slides={SLIDES} index={index} href={slide.src} label={`View photo ${index + 1}`}>
            photo
          </LightboxLink>
        ))}
      </LightboxProvider>,
    );
  }

  const goBack = () =>
    act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });

  it('opening adds a history entry naming the photo, moving replaces it, and Back closes the viewer on the page', async () => {
    const user = userEvent.setup();
    renderAlbum();
    const before = window.history.length;
    await user.click(screen.getByRole('link', { name: 'View photo 1' }));
    expect(window.history.length).toBe(before + 1);
    expect(window.location.search).toBe('?id=a1&photo=1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(window.location.search).toBe('?id=a1&photo=2');
    expect(window.history.length).toBe(before + 1);
    await goBack();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?id=a1');
  });

  it('its own close button steps back over the entry it added', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole('link', { name: 'View photo 2' }));
    const open = window.history.length;
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => void (await popped));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Going back leaves the entry as Forward history; the page itself is where it was.
    expect(window.history.length).toBe(open);
    expect(window.location.search).toBe('?id=a1');
  });

  it('a page opened at ?photo=<n> starts at that photo, and Back closes it without leaving', async () => {
    // Arrived from the gallery: without an entry of the viewer's own, Back would return there.
    window.history.replaceState(null, '', '/Gallery');
    window.history.pushState(null, '', '/SubGallery?id=a1&photo=2');
    renderAlbum(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('Sports Day 2/2');
    await goBack();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/SubGallery?id=a1');
  });
});

describe('clampIndex', () => {
  it('keeps the index between 0 and the last image', () => {
    expect(clampIndex(-3, 4)).toBe(0);
    expect(clampIndex(9, 4)).toBe(3);
    expect(clampIndex(2, 4)).toBe(2);
    expect(clampIndex(Number.NaN, 4)).toBe(0);
    expect(clampIndex(1, 0)).toBe(0);
  });
});
