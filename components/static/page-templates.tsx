import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Tabs } from '@/components/ui/tabs';
import type { InnerRoute } from '@/content/page-intros';
import type { DocumentLink, PhotoPage } from '@/content/pages/types';
import { DocumentGrid } from './document-grid';
import { PhotoGrid } from './photo-grid';
import { BulletList, PageSection, TextSections } from './text-sections';

/** A page that is one grid of PDF documents (Booklist, Certificates, SamplePaper, Syllabus). */
export function DocumentsPage({ route, documents, label }: { route: InnerRoute; documents: readonly DocumentLink[]; label: string }) {
  return (
    <PageShell route={route}>
      <p className="mb-6 text-sand-700">{documents.length} documents. Each opens as a PDF in a new tab.</p>
      <DocumentGrid documents={documents} label={label} />
    </PageShell>
  );
}

/** A page of running text followed by its photos (ClassRoom, Facilities, PlayGround, TinkeringLab). */
export function TextAndPhotosPage({ route, page, idPrefix }: { route: InnerRoute; page: PhotoPage; idPrefix: string }) {
  return (
    <PageShell route={route}>
      <TextSections sections={page.sections} idPrefix={idPrefix} />
      <PageSection id={`${idPrefix}-photos`} title="Photos">
        <PhotoGrid photos={page.photos} label="Photos" />
      </PageSection>
    </PageShell>
  );
}

interface TabbedPageProps<Tab extends { id: string; label: string }> {
  route: InnerRoute;
  intro?: string;
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly Tab[];
  panel: (tab: Tab) => ReactNode;
}

/** A page whose content is a row of tabs, one panel each, under an optional introduction. */
export function TabbedPage<Tab extends { id: string; label: string }>({ route, intro, label, tabs, panel }: TabbedPageProps<Tab>) {
  return (
    <PageShell route={route}>
      {intro ? <p className="mb-8 max-w-prose text-lg">{intro}</p> : null}
      <Tabs label={label} items={tabs.map((tab) => ({ id: tab.id, label: tab.label, content: panel(tab) }))} />
    </PageShell>
  );
}

/** A titled section that is one bulleted list, named by its title. */
export function ListSection({ id, title, items }: { id: string; title: string; items: readonly ReactNode[] }) {
  return (
    <PageSection id={id} title={title}>
      <BulletList items={items} label={title} />
    </PageSection>
  );
}
