export interface SeedOpening {
  jobRole: string;
  position: string;
  location: string;
  education: string;
  experience: string;
}

export const SEED_OPENINGS: readonly SeedOpening[] = [
  {
    jobRole: 'Production Supervisor',
    position: 'Supervisor - Extrusion',
    location: 'Punalur Plant, Kollam',
    education: 'Diploma in Polymer Technology or Mechanical Engineering',
    experience: '3 to 5 years in PVC pipe extrusion',
  },
  {
    jobRole: 'Quality Control Chemist',
    position: 'Executive - Quality Assurance',
    location: 'Kannur Plant, Mattannur',
    education: 'M.Sc. Chemistry or B.Tech Polymer Technology',
    experience: '2 to 4 years in a BIS-licensed laboratory',
  },
  {
    jobRole: 'Area Sales Manager',
    position: 'Manager - Sales (Electrical)',
    location: 'Kozhikode (Malabar region)',
    education: 'Any degree; MBA preferred',
    experience: '5+ years in building materials or electrical products sales',
  },
  {
    jobRole: 'Maintenance Electrician',
    position: 'Technician - Electrical',
    location: 'Shencottai Plant, Tenkasi',
    education: 'ITI Electrician with wireman licence',
    experience: '2+ years in plant maintenance',
  },
  {
    jobRole: 'Accounts Executive',
    position: 'Executive - Finance and Accounts',
    location: 'Head Office, Punalur',
    education: 'B.Com with CA Inter or CMA Inter',
    experience: '1 to 3 years; GST filing and Tally',
  },
  {
    jobRole: 'Machine Operator',
    position: 'Operator - Injection Moulding',
    location: 'Edamon Plant, Kollam',
    education: 'ITI (Fitter or Machinist)',
    experience: '0 to 2 years; freshers with ITI welcome',
  },
];
