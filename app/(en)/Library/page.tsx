import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { DocumentGrid } from '@/components/static/document-grid';
import { EbookCard } from '@/components/static/ebook-card';
import { FactGrid } from '@/components/static/fact-grid';
import { LeadPhoto } from '@/components/static/photo-grid';
import { ListSection } from '@/components/static/page-templates';
import { BulletList, PageSection } from '@/components/static/text-sections';
import { Carousel } from '@/components/ui/carousel';
import { ebookCarousel, library } from '@/content/pages/infrastructure';

export const metadata = pageMetadata('/Library');

export default function LibraryPage() {
  return (
    <PageShell route="/Library">
      <LeadPhoto photo={library.photo} />
      <p className="mb-8 max-w-prose text-lg">{library.intro}</p>
      <PageSection id="collection" title="Our collection">
        <FactGrid facts={library.figures} label="Library collection" />
      </PageSection>
      <PageSection id="genres" title="Genres">
        <div className="grid gap-4 sm:grid-cols-3">
          {library.genres.map((genre) => (
            <section key={genre.heading} aria-labelledby={`genre-${genre.heading}`} className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200">
              <h3 id={`genre-${genre.heading}`} className="mb-3 font-serif text-lg font-bold text-navy-900">
                {genre.heading}
              </h3>
              <BulletList items={genre.items} />
            </section>
          ))}
        </div>
      </PageSection>
      <ListSection id="additional-resources" title="Additional resources" items={library.additionalResources} />
      <PageSection id="curriculum" title={library.curriculum.heading}>
        <DocumentGrid documents={library.curriculum.documents} label={library.curriculum.heading} columns={4} />
      </PageSection>
      <PageSection id="practice-questions" title={library.practice.heading}>
        <DocumentGrid documents={library.practice.documents} label={library.practice.heading} columns={4} />
      </PageSection>
      <PageSection id="ebooks" title="E-Book collection">
        <Carousel
          label="E-Books"
          settings={ebookCarousel}
          slides={library.ebooks.map((book, index) => (
            <EbookCard key={book.href} book={book} index={index} />
          ))}
        />
      </PageSection>
      <PageSection id="online-resources" title="Online resources">
        <DocumentGrid documents={library.resources} label="Online resources" />
      </PageSection>
    </PageShell>
  );
}
