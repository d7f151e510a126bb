// Company values (spec §2.4, §2.5): Trust, Responsibility, Unity, Excellence.
export interface CompanyValue {
  name: 'Trust' | 'Responsibility' | 'Unity' | 'Excellence';
  text: string;
  /** 24×24 icon path. */
  icon: string;
}

export const VALUES: readonly CompanyValue[] = [
  {
    name: 'Trust',
    text: 'Every length carries the standard it is made to. Electricians, plumbers and families rely on that promise, so we never bend it.',
    icon: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z',
  },
  {
    name: 'Responsibility',
    text: 'Lead-free compounds, recycled process scrap and safe workplaces: we answer for what our pipes do long after they leave the plant.',
    icon: 'M12 3C7 8 5 11 5 14a7 7 0 0 0 14 0c0-3-2-6-7-11Zm0 16a5 5 0 0 1-5-5h2a3 3 0 0 0 3 3v2Z',
  },
  {
    name: 'Unity',
    text: 'Four plants, one team. Operators, chemists, drivers and dealers work as one family, as they have since our first extruder in 1994.',
    icon: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8 13c-2.7 0-6 1.3-6 4v2h12v-2c0-2.7-3.3-4-6-4Zm8 0c-.3 0-.7 0-1.1.1A4.9 4.9 0 0 1 16 17v2h6v-2c0-2.7-3.3-4-6-4Z',
  },
  {
    name: 'Excellence',
    text: 'We test every batch for impact, heat, pressure and dimensions, and keep investing in better lines so the next pipe is better than the last.',
    icon: 'm12 2 2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 16.9 5.9 20.4l1.5-6.8L2.2 9l6.9-.7L12 2Z',
  },
];
