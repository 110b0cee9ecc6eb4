/** @jest-environment node */
import { securityHeaders } from '@/lib/server/security-headers.mjs';
import { TC_LIMITS } from '@/lib/tc/limits';
import { today, toIsoDate } from '@/lib/dates';
import { accessibility, ACCESSIBILITY_REPLY_WORKING_DAYS, ACCESSIBILITY_REVIEWED_ON } from './accessibility';
import { duration, privacy, PRIVACY_UPDATED_ON, SERVER_LOG_RETENTION_DAYS, TC_COUNTER_MINUTES, thirdParties } from './privacy';
import type { StatementSection } from './types';

// The accessibility statement and the privacy notice make promises about the site's code; these tests keep
// the two in step, so a change to the code that makes a sentence untrue fails here.

const allText = (sections: readonly StatementSection[]) =>
  sections
    .flatMap((section) => [section.heading, ...section.paragraphs, ...(section.points ?? []), ...(section.parts ?? []).flatMap((part) => [part.heading, ...part.paragraphs])])
    .join(' ');

describe('the dates of the statements', () => {
  it.each([
    ['accessibility statement', ACCESSIBILITY_REVIEWED_ON],
    ['privacy notice', PRIVACY_UPDATED_ON],
  ])('the %s carries a real calendar day, written YYYY-MM-DD, that has already come', (_name, date) => {
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A date that does not exist (2026-02-30) would come back as another day.
    expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect(date <= toIsoDate(today())).toBe(true);
  });
});

describe('the accessibility statement', () => {
  const text = allText(accessibility.sections);

  it('names its target, WCAG 2.2 AA, and India’s context for it', () => {
    expect(text).toContain('WCAG) 2.2 at level AA');
    expect(text).toContain('GIGW 3.0');
    expect(text).toContain('Rights of Persons with Disabilities Act, 2016');
    expect(accessibility.standards.map((standard) => standard.href)).toEqual(['https://www.w3.org/TR/WCAG22/', 'https://guidelines.india.gov.in/']);
  });

  it('is honest about the known gaps and says how soon a report is answered', () => {
    const gaps = accessibility.sections.find((section) => section.id === 'known-limitations')?.parts?.map((part) => part.heading);
    expect(gaps).toEqual(['PDF documents', 'Photo albums', 'Newspaper clippings', 'Videos', 'Other websites']);
    expect(accessibility.reply).toContain(`within ${ACCESSIBILITY_REPLY_WORKING_DAYS} working days`);
  });

  it('gives each section an anchor of its own', () => {
    const ids = accessibility.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('report-a-problem');
  });
});

describe('the privacy notice', () => {
  const text = allText(privacy.sections);

  it('states the log retention of its one constant', () => {
    expect(text).toContain(`deleted within ${SERVER_LOG_RETENTION_DAYS} days`);
    expect(text).toContain(`deletes these logs within ${SERVER_LOG_RETENTION_DAYS} days`);
  });

  it('gives the windows of the TC form’s guards as lib/tc/limits.ts counts them', () => {
    expect(TC_COUNTER_MINUTES.perAddress * 60).toBe(TC_LIMITS.perClient.duration);
    expect(TC_COUNTER_MINUTES.perNetwork * 60).toBe(TC_LIMITS.perNetwork.duration);
    expect(TC_COUNTER_MINUTES.perAdmissionNumber * 60).toBe(TC_LIMITS.failedLookups.duration);
    expect(text).toContain('from one IP address for 10 minutes, from its network (the addresses that share its first three numbers) for one hour, and the unsuccessful requests for one admission number for one hour');
  });

  it('names every outside origin the Content-Security-Policy lets a page load from, and no other', () => {
    const vendor = 'https://vendor.example';
    const csp = securityHeaders({ contentApiUrl: vendor, siteUrl: 'https://school.example' }).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    const allowed = new Set(csp.split(/[\s;]+/).filter((token) => /^https?:\/\//.test(token) && token !== vendor));
    expect(allowed.size).toBeGreaterThan(0);
    const named = new Set(thirdParties.flatMap((party) => party.origins));
    expect([...named].sort()).toEqual([...allowed].sort());
  });

  it('explains DPDP Act consent, rights, nomination and the Board in the Act’s terms', () => {
    expect(text).toContain('section 9 of the Act requires the verifiable consent of a parent or lawful guardian');
    expect(text).toContain('Data Fiduciary');
    expect(text).toContain('(section 14)');
    expect(privacy.complaint).toContain('Data Protection Board of India');
  });

  it('gives each section an anchor of its own', () => {
    const ids = privacy.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('duration', () => {
  it.each([
    [1, '1 minute'],
    [10, '10 minutes'],
    [60, 'one hour'],
    [90, '90 minutes'],
    [120, '2 hours'],
  ])('writes %i minutes as %s', (minutes, words) => {
    expect(duration(minutes)).toBe(words);
  });
});
