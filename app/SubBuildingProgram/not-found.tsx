import type { Metadata } from 'next';
import { AlbumNotFound } from '@/components/listing/album-detail';

export const metadata: Metadata = { title: 'Program not found' };

export default function SubBuildingProgramNotFound() {
  return <AlbumNotFound back={{ href: '/BuildingProgram', label: 'Capacity Building Program' }} noun="program" />;
}
