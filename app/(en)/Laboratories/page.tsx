import { pageMetadata } from '@/lib/seo/metadata';
import { TabbedPage } from '@/components/static/page-templates';
import { PhotoGrid } from '@/components/static/photo-grid';
import { laboratories } from '@/content/pages/infrastructure';

export const metadata = pageMetadata('/Laboratories');

type Lab = (typeof laboratories.labs)[number];

function LabPanel({ lab }: { lab: Lab }) {
  return (
    <div className="space-y-5">
      <div className="max-w-prose space-y-3">
        {lab.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <PhotoGrid photos={lab.photos} label={`${lab.label} photos`} />
    </div>
  );
}

export default function LaboratoriesPage() {
  return <TabbedPage route="/Laboratories" intro={laboratories.intro} label="Laboratories" tabs={laboratories.labs} panel={(lab) => <LabPanel lab={lab} />} />;
}
