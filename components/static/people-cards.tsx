import { ServerImage } from '@/components/ui/server-image';
import type { CommitteeMember, StaffMember } from '@/content/pages/types';

const CARD_SIZES = '(min-width: 1280px) 14rem, (min-width: 640px) 30vw, 45vw';

/** A staff entry: photo, name, designation and qualification. */
export function StaffCard({ member }: { member: StaffMember }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200">
      <ServerImage src={member.photo.src} alt={member.photo.alt} width={member.photo.width} height={member.photo.height} sizes={CARD_SIZES} className="aspect-[4/5] h-auto w-full bg-sand-100 object-cover" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-serif text-lg leading-snug font-bold text-navy-900">{member.name}</h3>
        <p className="text-sm font-semibold text-gold-700">{member.designation}</p>
        <p className="text-sm text-sand-600">{member.qualification}</p>
      </div>
    </article>
  );
}

/** A committee member: photo, role and name. */
export function CommitteeCard({ member }: { member: CommitteeMember }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white text-center shadow-card ring-1 ring-sand-200">
      <ServerImage src={member.photo.src} alt={member.photo.alt} width={member.photo.width} height={member.photo.height} sizes={CARD_SIZES} className="aspect-[4/5] h-auto w-full bg-sand-100 object-cover" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">{member.role}</p>
        <h2 className="font-serif text-lg leading-snug font-bold text-navy-900">{member.name}</h2>
      </div>
    </article>
  );
}
