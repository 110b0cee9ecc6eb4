import { whatsAppShareUrl } from '@/lib/seo/share';

describe('whatsAppShareUrl', () => {
  it("prefills WhatsApp's message with the title and the address on a line of its own", () => {
    const url = new URL(whatsAppShareUrl('Annual Day & prizes', 'https://www.school.example/News?item=n1'));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe('Annual Day & prizes\nhttps://www.school.example/News?item=n1');
  });
});
