import { PrivacyPage } from '@/components/pages/privacy';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/privacy');

export default function Page() {
  return <PrivacyPage locale="en" />;
}
