// The long article on the blog page (spec §2.7), written for homeowners, electricians and plumbers.
import type { TextBlockContent } from '../components/TextBlock/TextBlock';

export interface ArticleSection extends TextBlockContent {
  heading: string;
}

export const BLOG_ARTICLE = {
  title: 'A homeowner’s guide to pipes and conduits: what goes into the walls of a Kerala house',
  author: 'Technical Services Team',
  date: '2023-06-12',
  intro: [
    'Most of the pipes in a house disappear behind plaster within weeks of being laid, and nobody thinks about them again for twenty or thirty years, unless something goes wrong. A leaking joint inside a wall or a conduit that cracks when the slab is poured is expensive to fix and hard to find. The good news is that getting it right is not complicated. This guide explains, in plain language, what to ask for when you build or renovate.',
  ],
  sections: [
    {
      heading: 'Electrical conduits: pick the class by where the pipe will live',
      paragraphs: [
        'Rigid PVC conduits protect the wires that carry power through your house. In India they are made to IS 9537 (Part 3) and come in three mechanical classes: light (LMS), medium (MMS) and heavy (HMS). The classes differ in wall thickness, and so in how much crushing force and impact they can survive.',
        'Light-gauge conduit is fine on the surface of a wall where nothing will knock it. Inside brick or block walls, medium gauge is the sensible everyday choice. In concrete slabs and floors, use heavy gauge: the pipe is laid before the pour, and has to survive workers walking on it, concrete vibrators and the weight of wet concrete.',
        'Check that every length carries the ISI mark with the licence number, the size and the class printed along it. A conduit that is not marked is a conduit nobody has promised anything about.',
      ],
      list: [
        '20 mm conduit suits most lighting and switch circuits; 25 mm is better for power sockets and longer runs.',
        'Use bends, not heat, to turn corners. A heated, hand-bent pipe thins on the outside of the bend and can collapse.',
        'Leave a draw wire inside long runs so that wiring can be pulled later without breaking plaster.',
      ],
    },
    {
      heading: 'Water pipes: pressure class matters more than thickness',
      paragraphs: [
        'Unplasticised PVC (uPVC) pipes for cold drinking water are made to IS 4985, in pressure classes from 2.5 to 12.5 kg/cm². The class is printed on the pipe and also shown by the colour of the printing, so a plumber can tell them apart on site.',
        'For a house fed by an overhead tank, class 3 or class 4 pipe is usually enough for the distribution lines. The pipe from a pump to the tank, and any line on a pressure booster, sees much higher pressure and should be a higher class. Ask your plumber what the pump can deliver and choose a class above it.',
        'Good uPVC pipe is lead-free and does not give water a taste or smell. It is also light, so a single worker can carry six-metre lengths up to a terrace, which keeps labour costs down.',
      ],
    },
    {
      heading: 'Joints: where most leaks are born',
      paragraphs: [
        'Almost every leak in a uPVC system starts at a joint, not in the pipe. Solvent cement does not glue the pipe and fitting together; it softens both surfaces so that they fuse into one piece. That only works when the surfaces are clean, dry and pushed together quickly.',
      ],
      list: [
        'Cut the pipe square and remove the burr inside and outside.',
        'Dry-fit first: the pipe should enter between a third and two thirds of the socket depth before it binds.',
        'Wipe both surfaces clean; never use oil or grease.',
        'Apply cement to the pipe end and, more thinly, inside the socket, then push home with a quarter turn and hold for thirty seconds.',
        'Wait 24 hours before pressure testing, longer in cold or very humid weather.',
      ],
    },
    {
      heading: 'Sunlight, monsoon and the outside of the house',
      paragraphs: [
        'Pipes on terraces and outside walls face strong sun for most of the year and heavy rain for much of the rest. Ultraviolet light slowly makes PVC brittle on the surface. A coat of water-based exterior paint on exposed pipe blocks most of it and costs very little.',
        'Support horizontal runs every metre or so, so they do not sag when full, and give vertical runs a clamp at every floor. Before the monsoon, clear leaves from terrace drains and overflow pipes: a blocked outlet can flood a terrace in one night.',
      ],
    },
    {
      heading: 'Tanks and garden hoses',
      paragraphs: [
        'For overhead storage, choose a multi-layer tank with a black or dark outer layer that keeps light out, so algae cannot grow inside, and a food-grade inner layer. Place it on a flat, fully supported base: a tank standing on three bricks will eventually crack.',
        'Garden hoses last far longer when they are drained and coiled out of the sun after use. For pumping from wells and ponds, use a proper suction hose with a spiral reinforcement, which will not collapse under suction the way a garden hose does.',
      ],
    },
    {
      heading: 'Buying with confidence',
      paragraphs: [
        'Buy from an authorised dealer, ask for a bill, and keep it with your house documents. If you are unsure which size or class you need, our technical team is happy to help: send us your drawing or a photo of the site through the quote page, and we will suggest the right products and quantities free of charge.',
      ],
    },
  ] satisfies readonly ArticleSection[],
};
