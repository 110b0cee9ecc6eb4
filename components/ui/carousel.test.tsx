import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';
import type { CarouselSettings } from '@/content/pages/types';
import { emblaDurationForMs } from './carousel-options';
import { mockReducedMotion } from '@/test/dom-stubs';

// Embla measures layout, which jsdom has none of; the wrapper's own behaviour is tested against a fake API.
type Handler = () => void;
const handlers = new Map<string, Set<Handler>>();
const autoplay = { play: jest.fn(), stop: jest.fn() };
const root = document.createElement('div');
let snaps = [0, 0.5, 1];
interface FakeApi {
  scrollSnapList: () => number[];
  selectedScrollSnap: jest.Mock<number, []>;
  scrollPrev: jest.Mock;
  scrollNext: jest.Mock;
  rootNode: () => HTMLElement;
  plugins: () => { autoplay: typeof autoplay };
  on: (event: string, handler: Handler) => FakeApi;
  off: (event: string, handler: Handler) => FakeApi;
}
const api: FakeApi = {
  scrollSnapList: () => snaps,
  selectedScrollSnap: jest.fn(() => 0),
  scrollPrev: jest.fn(),
  scrollNext: jest.fn(),
  rootNode: () => root,
  plugins: () => ({ autoplay }),
  on: jest.fn((event: string, handler: Handler) => {
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)?.add(handler);
    return api;
  }),
  off: jest.fn((event: string, handler: Handler) => {
    handlers.get(event)?.delete(handler);
    return api;
  }),
};
const emblaHook = jest.fn((..._args: unknown[]) => [jest.fn(), api]);
jest.mock('embla-carousel-react', () => ({ __esModule: true, default: (...args: unknown[]) => emblaHook(...args) }));
const autoplayFactory = jest.fn((options: unknown) => ({ name: 'autoplay', options }));
jest.mock('embla-carousel-autoplay', () => ({ __esModule: true, default: (options: unknown) => autoplayFactory(options) }));


const settings: CarouselSettings = {
  autoplayMs: 2000,
  transitionMs: 1000,
  loop: true,
  slidesPerView: 4,
  responsive: [
    { maxWidth: 992, slidesPerView: 2 },
    { maxWidth: 600, slidesPerView: 1 },
  ],
};

function renderCarousel(overrides: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return render(
    <Carousel
      label="Upcoming events"
      settings={settings}
      slides={[
        <a key="a" href="/a">
          Sports meet
        </a>,
        <p key="b">Science quiz</p>,
        <p key="c">Annual day</p>,
      ]}
      {...overrides}
    />,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  handlers.clear();
  snaps = [0, 0.5, 1];
  mockReducedMotion(false);
});

describe('Carousel', () => {
  it('is a labelled carousel region of labelled slides, all rendered', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Upcoming events' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('link', { name: 'Sports meet' })).toBeInTheDocument();
  });

  it('hands embla the loop, the converted transition time and an autoplay of the given delay', () => {
    renderCarousel();
    expect(emblaHook).toHaveBeenCalledWith(
      expect.objectContaining({ loop: true, align: 'start', duration: emblaDurationForMs(1000) }),
      [expect.objectContaining({ name: 'autoplay' })],
    );
    expect(autoplayFactory).toHaveBeenCalledWith(
      expect.objectContaining({ delay: 2000, playOnInit: false, stopOnInteraction: false }),
    );
  });

  it('writes the slides per view for each breakpoint into CSS scoped to this carousel', () => {
    renderCarousel();
    const scope = screen.getByRole('region').getAttribute('data-carousel') ?? '';
    // React hoists the <style> into the head, where earlier tests' styles stay.
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain(`[data-carousel="${scope}"]{--slides-per-view:4}`);
    expect(css).toContain(`@media (max-width:992px){[data-carousel="${scope}"]{--slides-per-view:2}}`);
    expect(css).toContain(`@media (max-width:600px){[data-carousel="${scope}"]{--slides-per-view:1}}`);
  });

  it('plays, and pauses and resumes with its visible button', async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(autoplay.play).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pause Upcoming events' }));
    expect(autoplay.stop).toHaveBeenCalled();
    autoplay.play.mockClear();
    await user.click(screen.getByRole('button', { name: 'Play Upcoming events' }));
    expect(autoplay.play).toHaveBeenCalled();
  });

  it('pauses while the pointer is over the slides and resumes when it leaves', () => {
    renderCarousel();
    const viewport = screen.getByRole('region').querySelector('[data-state]') as HTMLElement;
    expect(viewport).toHaveAttribute('data-state', 'playing');
    fireEvent.mouseEnter(viewport);
    expect(viewport).toHaveAttribute('data-state', 'paused');
    expect(autoplay.stop).toHaveBeenCalled();
    fireEvent.mouseLeave(viewport);
    expect(viewport).toHaveAttribute('data-state', 'playing');
  });

  it('pauses while keyboard focus is inside the slides and resumes when it leaves them', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const viewport = screen.getByRole('region').querySelector('[data-state]') as HTMLElement;
    await user.tab();
    expect(viewport).toHaveFocus();
    expect(viewport).toHaveAttribute('data-state', 'paused');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sports meet' })).toHaveFocus();
    expect(viewport).toHaveAttribute('data-state', 'paused');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause Upcoming events' })).toHaveFocus();
    expect(viewport).toHaveAttribute('data-state', 'playing');
  });

  it('moves with the Left and Right arrow keys on the focused track', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowLeft}');
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('does not autoplay under prefers-reduced-motion, moves instantly, and offers Play', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    renderCarousel();
    expect(autoplay.play).not.toHaveBeenCalled();
    expect(emblaHook).toHaveBeenLastCalledWith(expect.objectContaining({ duration: 0 }), expect.anything());
    await user.click(screen.getByRole('button', { name: 'Play Upcoming events' }));
    expect(autoplay.play).toHaveBeenCalled();
  });

  it('shows no controls when every slide is already in view', () => {
    snaps = [0];
    renderCarousel();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers previous and next buttons when asked for arrows', async () => {
    const user = userEvent.setup();
    renderCarousel({ arrows: true });
    await user.click(screen.getByRole('button', { name: 'Next slide: Upcoming events' }));
    expect(api.scrollNext).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Previous slide: Upcoming events' }));
    expect(api.scrollPrev).toHaveBeenCalled();
  });

  it('follows the selected slide and removes its embla listeners on unmount', () => {
    const { unmount } = renderCarousel({ arrows: true });
    api.selectedScrollSnap.mockReturnValue(2);
    act(() => handlers.get('select')?.forEach((handler) => handler()));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    unmount();
    expect(handlers.get('select')?.size ?? 0).toBe(0);
    expect(handlers.get('reInit')?.size ?? 0).toBe(0);
  });
});

describe('off screen', () => {
  type Observed = (entries: { isIntersecting: boolean }[]) => void;
  // The carousel's two observers: one for coming near the viewport (a screen's height of margin), one for being on it.
  let observers: { callback: Observed; rootMargin: string | undefined }[] = [];
  const disconnect = jest.fn();
  const near = (isIntersecting: boolean) => act(() => observers.find((o) => o.rootMargin)?.callback([{ isIntersecting }]));
  const onScreen = (isIntersecting: boolean) => act(() => observers.find((o) => !o.rootMargin)?.callback([{ isIntersecting }]));

  beforeEach(() => {
    observers = [];
    window.IntersectionObserver = jest.fn((callback: Observed, options?: IntersectionObserverInit) => {
      observers.push({ callback, rootMargin: options?.rootMargin });
      return { observe: jest.fn(), disconnect };
    }) as unknown as typeof IntersectionObserver;
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    emblaHook.mockImplementation(() => [jest.fn(), api]);
  });

  test('embla starts only once the carousel comes near the viewport; until then the track is the plain list', () => {
    const viewportRef = jest.fn();
    emblaHook.mockImplementation(() => [viewportRef, api]);
    renderCarousel();
    expect(viewportRef).not.toHaveBeenCalledWith(expect.any(HTMLElement));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming events' }).querySelector('[tabindex="0"]')).toHaveClass('overflow-x-auto');

    near(false);
    expect(viewportRef).not.toHaveBeenCalledWith(expect.any(HTMLElement));
    near(true);
    expect(viewportRef).toHaveBeenCalledWith(expect.any(HTMLElement));
    expect(screen.getByRole('button', { name: 'Pause Upcoming events' })).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  test('plays only while the carousel is on screen, and stops observing on unmount', () => {
    const { unmount } = renderCarousel();
    near(true);
    expect(autoplay.play).not.toHaveBeenCalled();

    onScreen(true);
    expect(autoplay.play).toHaveBeenCalledTimes(1);

    autoplay.stop.mockClear();
    onScreen(false);
    expect(autoplay.stop).toHaveBeenCalled();
    // The pause button still reads as playing: the visitor's choice is unchanged, only the motion waits.
    expect(screen.getByRole('button', { name: 'Pause Upcoming events' })).toBeInTheDocument();

    disconnect.mockClear();
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });
});
