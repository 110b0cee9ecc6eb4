import { emblaDurationForMs, emblaSettleMs, slidesPerViewAt, slidesPerViewCss } from './carousel-options';

describe('emblaDurationForMs', () => {
  it.each([700, 1000, 1500])('gives an embla duration that settles in about %i ms', (ms) => {
    const settle = emblaSettleMs(emblaDurationForMs(ms));
    expect(settle).toBeGreaterThanOrEqual(ms);
    expect(settle).toBeLessThan(ms * 1.1);
  });

  it('is slower for longer transitions and instant for none', () => {
    expect(emblaDurationForMs(1500)).toBeGreaterThan(emblaDurationForMs(1000));
    expect(emblaDurationForMs(0)).toBe(0);
  });
});

describe('slides per view', () => {
  const settings = {
    autoplayMs: null,
    transitionMs: 500,
    loop: false,
    slidesPerView: 4,
    responsive: [
      { maxWidth: 600, slidesPerView: 1 },
      { maxWidth: 1300, slidesPerView: 3 },
    ],
  };

  it('takes the narrowest breakpoint the window fits, like slick', () => {
    expect(slidesPerViewAt(settings, 1400)).toBe(4);
    expect(slidesPerViewAt(settings, 1300)).toBe(3);
    expect(slidesPerViewAt(settings, 601)).toBe(3);
    expect(slidesPerViewAt(settings, 600)).toBe(1);
  });

  it('orders the media queries from wide to narrow so the narrow ones win', () => {
    expect(slidesPerViewCss('s1', settings)).toBe(
      '[data-carousel="s1"]{--slides-per-view:4}' +
        '@media (max-width:1300px){[data-carousel="s1"]{--slides-per-view:3}}' +
        '@media (max-width:600px){[data-carousel="s1"]{--slides-per-view:1}}',
    );
  });

  it('cannot be broken out of its selector by the scope', () => {
    expect(slidesPerViewCss('a"]{}x', { ...settings, responsive: [] })).toBe('[data-carousel="a]{}x"]{--slides-per-view:4}');
  });
});
