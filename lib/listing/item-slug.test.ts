import { itemSlug, matchSlug, slugTitle } from '@/lib/listing/item-slug';

describe('slugTitle', () => {
  it('writes a title as lower-case ASCII words joined by hyphens', () => {
    expect(slugTitle('Annual Sports Day – 2026!')).toBe('annual-sports-day-2026');
    expect(slugTitle('  Café & Science Exhibition ')).toBe('cafe-science-exhibition');
  });

  it('cuts a long title at a word, to at most 60 characters', () => {
    const title = 'Revised schedule of the half yearly examinations for classes nine to twelve and the practical work';
    const slug = slugTitle(title);
    expect(slug).toBe('revised-schedule-of-the-half-yearly-examinations-for-classes');
    expect(slug.length).toBeLessThanOrEqual(60);
  });

  it('gives nothing for a title without Latin letters or digits', () => {
    expect(slugTitle('वार्षिक खेल दिवस')).toBe('');
  });
});

describe('itemSlug', () => {
  it('starts with the id and adds the title', () => {
    expect(itemSlug({ id: '66f1c0a2', title: 'Parent-Teacher Meeting' })).toBe('66f1c0a2-parent-teacher-meeting');
  });

  it('is the id alone when the title gives no words', () => {
    expect(itemSlug({ id: 'n-7', title: 'सूचना' })).toBe('n-7');
  });
});

describe('matchSlug', () => {
  const items = [
    { id: 'a1', title: 'Exam schedule' },
    { id: 'a1-b', title: 'Fee notice' },
    { id: 'c3', title: 'Holiday list' },
  ];

  it('finds an item by its current slug', () => {
    expect(matchSlug(items, 'c3-holiday-list')).toEqual({ item: items[2], slug: 'c3-holiday-list' });
  });

  it('finds an item by its id under an older title, and gives its current slug', () => {
    expect(matchSlug(items, 'c3-holidays-2025')).toEqual({ item: items[2], slug: 'c3-holiday-list' });
    expect(matchSlug(items, 'c3')).toEqual({ item: items[2], slug: 'c3-holiday-list' });
  });

  it('prefers the longest id that the slug starts with', () => {
    expect(matchSlug(items, 'a1-b-old-title')?.item).toBe(items[1]);
    expect(matchSlug(items, 'a1-exam-schedule')?.item).toBe(items[0]);
  });

  it('names nothing for an unknown id or a mere id prefix', () => {
    expect(matchSlug(items, 'zz-exam-schedule')).toBeNull();
    expect(matchSlug(items, 'a')).toBeNull();
    expect(matchSlug(items, 'c3x')).toBeNull();
  });
});
