import { imagePath, type SampleImage } from './sample-files';

export interface SeedEditor {
  name: string;
  email: string;
  profileImage: string;
}

export interface SeedBlogPost {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  image: string;
  html: string;
  editorEmail: string;
}

const editor = (name: string, email: string): SeedEditor => ({
  name,
  email,
  profileImage: imagePath('editors', name),
});

export const SEED_EDITORS: readonly SeedEditor[] = [
  editor('Neethu Thomas', 'neethu.thomas@kalladapolypipes.example'),
  editor('Arjun Menon', 'arjun.menon@kalladapolypipes.example'),
  editor('Fathima Rahman', 'fathima.rahman@kalladapolypipes.example'),
  editor('Vishnu Prasad', 'vishnu.prasad@kalladapolypipes.example'),
];

const [NEETHU, ARJUN, FATHIMA, VISHNU] = SEED_EDITORS.map((entry) => entry.email) as [string, string, string, string];

function post(title: string, date: string, editorEmail: string, html: string): SeedBlogPost {
  return { title, date, editorEmail, image: imagePath('blog', title), html: html.trim() };
}

/** Newest first. */
export const SEED_BLOG_POSTS: readonly SeedBlogPost[] = [
  post('Thirty years of Kallada Polypipes: from one extruder in Punalur to four plants', '2024-11-18', NEETHU, `
<p>In 1994 a single extrusion line started running in a rented shed beside the Kallada river in Punalur. Thirty years later, Kallada Polypipes operates four manufacturing units at <strong>Punalur, Edamon, Shencottai and Kannur</strong>, and its conduits and water pipes reach more than 1,200 dealers across Kerala, Tamil Nadu and Karnataka.</p>
<h3>What has not changed</h3>
<p>Every length that leaves our plants is still checked against the Indian Standard it carries. The first conduit we made was a 20 mm medium-gauge pipe for a house in Anchal; the same size remains our best seller.</p>
<ul>
  <li>1994: first rigid PVC conduit line at Punalur</li>
  <li>2003: ISI licence for uPVC water pipes (IS 4985)</li>
  <li>2011: Shencottai unit opens to serve Tamil Nadu</li>
  <li>2019: Kannur plant commissioned at the KINFRA park, Mattannur</li>
</ul>
<p>Thank you to the electricians, plumbers, dealers and families who have trusted us for three decades.</p>`),
  post('LMS, MMS or HMS? Choosing the right rigid PVC conduit class', '2024-09-05', ARJUN, `
<p>Rigid PVC conduits made to IS 9537 (Part 3) come in three mechanical classes, and the colour of the pipe tells you which one you are holding.</p>
<h3>The three classes</h3>
<ul>
  <li><strong>LMS (light)</strong>: for surface wiring on walls where the conduit will not be stepped on or hit.</li>
  <li><strong>MMS (medium)</strong>: the everyday choice for concealed wiring in brick and block walls.</li>
  <li><strong>HMS (heavy)</strong>: for wiring cast into concrete slabs and floors, where the pipe must survive vibrators and foot traffic before the pour.</li>
</ul>
<p>For a 16 mm conduit the wall thickness rises from about 1.0 mm (light) to 1.75 mm (heavy). If in doubt, use medium in walls and heavy in slabs, and always look for the ISI mark and our batch code printed along the length.</p>`),
  post('Monsoon-ready plumbing: protecting uPVC water lines in Kerala homes', '2024-07-22', FATHIMA, `
<p>Two monsoons a year test every joint in a Kerala home. A little care before June saves a wet ceiling in July.</p>
<h3>Before the rains</h3>
<ul>
  <li>Check exposed pipes on terraces for chalky, faded surfaces; paint them with a water-based exterior emulsion to block sunlight.</li>
  <li>Support horizontal runs every 1 to 1.5 metres so they do not sag when full.</li>
  <li>Clear overflow and drain pipes of leaves before the first heavy shower.</li>
</ul>
<p>Our uPVC pipes are made to <strong>IS 4985</strong> and are lead-free, so they are safe for drinking water collected from rooftops. For buried lines, bed the pipe in sand at least 60 cm deep and avoid sharp stones in the backfill.</p>`),
  post('Solvent cement jointing, step by step', '2024-06-10', VISHNU, `
<p>A solvent-cemented joint is stronger than the pipe itself when it is made correctly. It fails when it is rushed.</p>
<ol>
  <li>Cut the pipe square with a fine-tooth saw and remove burrs inside and out.</li>
  <li>Dry-fit the pipe into the fitting: it should enter one third to two thirds of the socket depth.</li>
  <li>Clean both surfaces with a dry cloth; never use oil or grease.</li>
  <li>Apply an even coat of solvent cement to the pipe end and a thinner coat inside the socket.</li>
  <li>Push home with a quarter turn and hold for 30 seconds.</li>
</ol>
<p>Allow <strong>24 hours</strong> before pressure testing a line. Keep the tin closed between joints: solvent that has thickened will not fuse the surfaces.</p>`),
  post('New high-speed extrusion line commissioned at our Kannur plant', '2024-04-26', NEETHU, `
<p>The Kannur unit at Mattannur has commissioned a twin-screw extrusion line that produces uPVC water pipes from 20 mm to 110 mm at nearly twice the speed of the line it replaces.</p>
<p>The new line uses gravimetric dosing and an online ultrasonic wall-thickness gauge, so every metre is measured rather than sampled. Energy use per kilogram of pipe has fallen by about 18 percent.</p>
<p>Dealers in Kannur, Kasaragod, Wayanad and Kozhikode can expect shorter delivery times from this quarter.</p>`),
  post('Why the ISI mark on a conduit matters', '2024-02-14', ARJUN, `
<p>The ISI mark is not a sticker. It is a licence from the Bureau of Indian Standards that allows a manufacturer to certify that each batch meets the standard, backed by a factory laboratory and surprise inspections.</p>
<h3>What the standard checks</h3>
<ul>
  <li>Dimensions and wall thickness</li>
  <li>Resistance to heat, impact and compression</li>
  <li>Behaviour in fire: the conduit must be self-extinguishing</li>
  <li>Electrical insulation strength</li>
</ul>
<p>A cheaper unmarked conduit may look identical on the shelf. Inside a wall, for thirty years, the difference shows.</p>`),
  post('Dealer Meet 2023: 400 partners gather in Kochi', '2023-12-01', FATHIMA, `
<p>More than 400 dealers and distributors from Kerala, Tamil Nadu and Karnataka joined us in Kochi for Dealer Meet 2023.</p>
<p>The day opened with a plant walk-through on video, followed by sessions on the new fittings range, digital ordering and credit terms. Twelve partners received long-service awards, including three families who have sold our pipes since 1995.</p>
<p><strong>Best distributor of the year</strong>: Malabar Pipe Corporation, Kozhikode.</p>`),
  post('Garden and suction hoses: care tips that double their life', '2023-09-19', VISHNU, `
<p>A garden hose left in the sun on a Kerala afternoon ages faster than one used every day. Three habits make the difference.</p>
<ul>
  <li>Drain and coil the hose after use; store it in the shade.</li>
  <li>Do not drag it over sharp laterite edges.</li>
  <li>For suction hoses, check the foot valve and clamps every season.</li>
</ul>
<p>Our hoses come in 15 m and 30 m lengths in 20 mm, 25 mm and 32 mm sizes.</p>`),
  post('Sizing an overhead water tank for a Kerala household', '2023-06-30', NEETHU, `
<p>A family of four uses roughly 135 litres per person per day. With a day of storage and a margin for guests, a <strong>1,000 litre</strong> tank suits most homes; larger joint families or homes with a garden should consider 1,500 or 2,000 litres.</p>
<p>Place the tank on a level, fully supported base, keep the lid closed to stop algae, and clean it before each monsoon.</p>`),
];

export function blogImages(): SampleImage[] {
  return [
    ...SEED_BLOG_POSTS.map((entry) => ({ path: entry.image, kind: 'blog-cover' as const, label: entry.title, width: 1200, height: 675 })),
    ...SEED_EDITORS.map((entry) => ({ path: entry.profileImage, kind: 'avatar' as const, label: entry.name, width: 160, height: 160 })),
  ];
}
