import { TcPage } from '@/components/pages/tc';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/Tc');

export default function Page() {
  return <TcPage locale="en" />;
}
