import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { VideoEmbed } from '@/components/media/video-embed';
import { PageSection } from '@/components/static/text-sections';
import { prayerAnthem } from '@/content/pages/school';

export const metadata = pageMetadata('/PrayerAnthem');

export default function PrayerAnthemPage() {
  const { video, anthem, prayer } = prayerAnthem;
  return (
    <PageShell route="/PrayerAnthem">
      <PageSection id="anthem-video" title="Watch the anthem">
        <VideoEmbed youtubeId={video.youtubeId} title={video.title} poster={video.poster} />
      </PageSection>
      <div className="grid gap-8 md:grid-cols-2">
        <PageSection id="anthem" title={anthem.title}>
          <div className="space-y-5 rounded-card bg-white p-6 font-serif text-lg leading-relaxed shadow-card ring-1 ring-sand-200">
            {anthem.verses.map((verse) => (
              <p key={verse[0]}>
                {verse.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </p>
            ))}
          </div>
        </PageSection>
        <PageSection id="prayer" title={prayer.title}>
          <p className="rounded-card bg-navy-50 p-6 font-serif text-lg leading-relaxed ring-1 ring-navy-100">
            {prayer.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </p>
        </PageSection>
      </div>
    </PageShell>
  );
}
