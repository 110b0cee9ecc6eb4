/** A "Share on WhatsApp" link: WhatsApp's own share address with the title and the page's address as the message. */
export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}
