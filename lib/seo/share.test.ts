import { itemPath, photoIndex, whatsAppShareUrl, withParam } from '@/lib/seo/share';

describe('itemPath', () => {
  it("is the item's own page under its listing, named by id and title", () => {
    expect(itemPath('/News', { id: 'abc123', title: 'Science Fair 2026' })).toBe('/News/abc123-science-fair-2026');
    expect(itemPath('/notice', { id: 'n_7', title: 'Fee & Dues' })).toBe('/notice/n_7-fee-dues');
    expect(itemPath('/Events', { id: 'e-1', title: '!!!' })).toBe('/Events/e-1');
  });
});

describe('whatsAppShareUrl', () => {
  it("prefills WhatsApp's message with the title and the address on a line of its own", () => {
    const url = new URL(whatsAppShareUrl('Annual Day & prizes', 'https://www.school.example/News?item=n1'));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe('Annual Day & prizes\nhttps://www.school.example/News?item=n1');
  });
});

describe('photoIndex', () => {
  it('reads ?photo= counted from 1 as an index from 0', () => {
    expect(photoIndex('1', 5)).toBe(0);
    expect(photoIndex('5', 5)).toBe(4);
  });

  it('names no photo for anything else', () => {
    for (const value of [undefined, null, '', '0', '6', '-1', '2.5', '1e2', ' 2', 'two', '9999999']) expect(photoIndex(value, 5)).toBeNull();
    expect(photoIndex(['1', '2'], 5)).toBeNull();
    expect(photoIndex('1', 0)).toBeNull();
  });
});

describe('withParam', () => {
  it('sets, replaces or removes one parameter and keeps the others', () => {
    expect(withParam('?id=a1', 'photo', '3')).toBe('?id=a1&photo=3');
    expect(withParam('?id=a1&photo=3', 'photo', '4')).toBe('?id=a1&photo=4');
    expect(withParam('?id=a1&photo=3', 'photo', null)).toBe('?id=a1');
    expect(withParam('?item=x', 'item', null)).toBe('');
  });
});
