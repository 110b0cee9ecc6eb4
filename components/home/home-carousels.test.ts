import { slidesPerViewAt } from '@/components/ui/carousel-options';
import { HERO_SLIDES, HOME_CAROUSELS } from '@/content/home';

// Spec section 9, "Carousels and timings".
describe('home carousel settings', () => {
  it('slides the 8 hero images every 3000 ms', () => {
    expect(HERO_SLIDES).toHaveLength(8);
    expect(HOME_CAROUSELS.hero).toMatchObject({ autoplayMs: 3000, loop: true, slidesPerView: 1 });
  });

  it.each(['toppers', 'birthdays', 'events'] as const)('autoplays the %s every 2000 ms with 1000 ms transitions, looping', (name) => {
    expect(HOME_CAROUSELS[name]).toMatchObject({ autoplayMs: 2000, transitionMs: 1000, loop: true });
  });

  it('autoplays the gallery every 2000 ms with 1500 ms transitions, looping', () => {
    expect(HOME_CAROUSELS.gallery).toMatchObject({ autoplayMs: 2000, transitionMs: 1500, loop: true });
  });

  const at = (name: keyof typeof HOME_CAROUSELS, widths: number[]) => widths.map((width) => slidesPerViewAt(HOME_CAROUSELS[name], width));

  it('shows 2 toppers at every width', () => {
    expect(at('toppers', [1920, 1300, 992, 767, 375])).toEqual([2, 2, 2, 2, 2]);
  });

  it('shows 2 birthdays, 4 at width 992 (and 2 again on phones, our addition)', () => {
    expect(at('birthdays', [1920, 993, 992, 768, 576, 575, 375])).toEqual([2, 2, 4, 4, 4, 2, 2]);
  });

  it('shows 4 events, 3 at 1300, 2 at 992 and 767, 1 at 600', () => {
    expect(at('events', [1920, 1301, 1300, 993, 992, 768, 767, 601, 600, 375])).toEqual([4, 4, 3, 3, 2, 2, 2, 2, 1, 1]);
  });

  it('shows 4 gallery tiles, 3, 2, 1, 1 at 1300, 992, 767, 480', () => {
    expect(at('gallery', [1920, 1300, 993, 992, 768, 767, 481, 480, 375])).toEqual([4, 3, 3, 2, 2, 1, 1, 1, 1]);
  });
});
