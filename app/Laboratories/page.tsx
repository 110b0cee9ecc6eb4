import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { PhotoGrid } from '@/components/static/photo-grid';
import { Tabs } from '@/components/ui/tabs';
import { laboratories } from '@/content/pages/infrastructure';

export const metadata = pageMetadata('/Laboratories');

export default function LaboratoriesPage() {
  return (
    <PageShell route="/Laboratories">
      <p className="mb-8 max-w-prose text-lg">{laboratories.intro}</p>
      <Tabs
        label="Laboratories"
        items={laboratories.labs.map((lab) => ({
          id: lab.id,
          label: lab.label,
          content: (
            <div className="space-y-5">
              <div className="max-w-prose space-y-3">
                {lab.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <PhotoGrid photos={lab.photos} label={`${lab.label} photos`} />
            </div>
          ),
        }))}
      />
    </PageShell>
  );
}
