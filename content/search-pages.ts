// Which content modules make up each static page, so site search can find a page by its words. A page
// missing here is still found by its name (every route of the menu is indexed by name).
import type { CanonicalRoute } from './routes';
import * as academics from './pages/academics';
import { accessibility } from './pages/accessibility';
import * as disclosure from './pages/disclosure';
import * as documents from './pages/documents';
import * as help from './pages/help';
import * as infrastructure from './pages/infrastructure';
import * as people from './pages/people';
import { privacy } from './pages/privacy';
import * as school from './pages/school';

export const PAGE_SOURCES: Partial<Record<CanonicalRoute, readonly unknown[]>> = {
  '/OurSchool': [school.ourSchoolWords, school.schoolFacts],
  '/OurChurch': [school.ourChurch],
  '/OurPatron': [school.patron],
  '/MissionVision': [school.missionVision],
  '/SchoolTiming': [school.schoolTimingWords, school.schoolTiming],
  '/PrayerAnthem': [school.prayerAnthem],
  '/Chairman': [school.chairman],
  '/Founder': [school.founder],
  '/Counselling': [school.counselling],
  '/Faculty': [people.faculty],
  '/Hod': [people.hodWings],
  '/WorkingCommittee': [people.managingCommittee],
  '/SubjectStudy': [academics.subjectStudyWords],
  '/Scholarship': [academics.scholarshipWords],
  '/Admission': [academics.admissionWords, academics.ageLimits],
  '/ActivityCorner': [academics.activityCorner, school.houseNames],
  '/schoolCommunities': [academics.houses, academics.clubs],
  '/FeeDetails': [academics.feeDetailsWords, academics.feeDetails],
  '/StudentCorner': [academics.studentCorner],
  '/CareerGuidance': [documents.careerGuidance],
  '/Syllabus': [documents.syllabus],
  '/Booklist': [documents.booklist],
  '/SamplePaper': [documents.samplePapers],
  '/Certificates': [documents.certificates],
  '/Achievement': [documents.achievement],
  '/BusRoute': [documents.busRouteWords],
  '/Magazine': [documents.magazine],
  '/ErpSoftware': [help.erpSoftware],
  '/Pphelp': [help.portalHelpWords, help.portalHelp.helpDesk],
  '/Facilities': [infrastructure.facilities],
  '/ClassRoom': [infrastructure.classRoom],
  '/TinkeringLab': [infrastructure.tinkeringLab],
  '/PlayGround': [infrastructure.playGround],
  '/Laboratories': [infrastructure.laboratories],
  '/Library': [infrastructure.library, infrastructure.ebookCarousel],
  '/PublicDisclosure': [
    disclosure.generalInformation,
    disclosure.documentsAndInformation,
    disclosure.academicDocuments,
    disclosure.staff,
    disclosure.infrastructure,
  ],
  '/accessibility': [accessibility],
  '/privacy': [privacy],
};
