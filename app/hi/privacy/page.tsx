import { PrivacyPage } from '@/components/pages/privacy';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/privacy');

export default function Page() {
  return <PrivacyPage locale="hi" />;
}
