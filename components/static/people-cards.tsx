import { ServerImage } from '@/components/ui/server-image';
import type { ReactNode } from 'react';
import type { CommitteeMember, Photo, StaffMember } from '@/content/pages/types';

const CARD_SIZES = '(min-width: 1280px) 14rem, (min-width: 640px) 30vw, 45vw';

/** A person's card: the portrait over the lines about them. */
function PersonCard({ photo, centred = false, children }: { photo: Photo; centred?: boolean; children: ReactNode }) {
  return (
    <article className={`flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200 ${centred ? 'text-center' : ''}`}>
      <ServerImage src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} sizes={CARD_SIZES} className="aspect-[4/5] h-auto w-full bg-sand-100 object-cover" />
      <div className="flex flex-1 flex-col gap-1 p-4">{children}</div>
    </article>
  );
}

const NAME = 'font-serif text-lg leading-snug font-bold text-navy-900';

/** A staff entry: photo, name, designation and qualification. */
export function StaffCard({ member }: { member: StaffMember }) {
  return (
    <PersonCard photo={member.photo}>
      <h3 className={NAME}>{member.name}</h3>
      <p className="text-sm font-semibold text-gold-700">{member.designation}</p>
      <p className="text-sm text-sand-600">{member.qualification}</p>
    </PersonCard>
  );
}

/** A committee member: photo, role and name. */
export function CommitteeCard({ member }: { member: CommitteeMember }) {
  return (
    <PersonCard photo={member.photo} centred>
      <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">{member.role}</p>
      <h2 className={NAME}>{member.name}</h2>
    </PersonCard>
  );
}
