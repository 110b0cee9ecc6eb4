import { TcPage } from '@/components/pages/tc';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/Tc');

export default function Page() {
  return <TcPage locale="hi" />;
}
