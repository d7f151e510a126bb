// About's texts (spec §2.5): the data's from src/data, the page's own lines here. Malayalam: about.ml.ts.
import { siteConfig } from '@site/shared/config/site-config';
import { ABOUT_BANNERS, ABOUT_STORY, MISSION, SPECIALITIES, UNIT_NOTES, VISION } from '../data/about';
import { TEAM } from '../data/team';

export const aboutEn = {
  title: 'About Us',
  eyebrow: 'Since {year}',
  intro: 'A Kerala manufacturer of PVC conduits, water pipes and fittings, ISI and ISO certified, with four manufacturing units.',
  banners: 'About Kallada Polypipes',
  bannerTexts: ABOUT_BANNERS.map(({ alt, caption }) => ({ alt: alt as string, caption: caption as string })),
  storyEyebrow: 'Our story',
  storyTitle: 'From one extruder in Punalur to four plants',
  story: [...ABOUT_STORY],
  mdMessage: 'Read our Managing Director’s message',
  unitsEyebrow: 'Manufacturing units',
  unitsTitle: 'Four units across Kerala and Tamil Nadu',
  unitNotes: siteConfig.plants.map((plant) => UNIT_NOTES[plant.label] ?? ''),
  specialitiesEyebrow: 'Our specialities',
  specialitiesTitle: 'Why builders and electricians choose us',
  specialities: SPECIALITIES.map(({ title, text }) => ({ title, text })),
  visionAndMission: 'Vision and mission',
  visionTitle: 'Our vision',
  vision: VISION,
  missionTitle: 'Our mission',
  mission: [...MISSION],
  teamEyebrow: 'Our people',
  teamTitle: 'The team behind every pipe',
  team: 'Our team',
  members: TEAM.map(({ role, unit, about }) => ({ role, unit, about })),
  videoEyebrow: 'Watch',
  videoTitle: 'See how we make our pipes',
  videoText:
    'Take a short tour of our plants: from compounding and extrusion to testing, packing and dispatch, and meet some of the people who make it happen.',
  videoName: 'Kallada Polypipes company film',
  newsTitle: 'News & Articles',
  newsEyebrow: 'From our blog',
};
