import { siteConfig } from '@site/shared/config/site-config';

// The cover of an annual report, drawn by us (issue 29): the first page of the PDF the admin host
// generates for it (admin-host/src/assets/pdf.ts, drawTitlePage) redrawn as SVG from the same data
// and the same geometry, in A4 points, so the picture is the document's own title page: the brand
// band with the company's name, tagline and place, the report's title, the brand rule, the financial
// year, the registered office, the footer. Deterministic (the same report gives the same markup),
// inline in the server's HTML (no request, nothing to flash), no image to download or keep in sync.
// When a real cover (a designer's PDF page) exists, the media module can serve a picture instead.

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BAND = 180;
const BRAND = '#004f87';
const INK = '#212121';
const MUTED = '#666666';
const ON_BRAND = '#d9ebff';
const FONT = 'Helvetica, Arial, sans-serif';
/** Helvetica Bold's mean advance at 24 pt, to wrap the title where pdf-lib measures it. */
const TITLE_CHAR_WIDTH = 24 * 0.6;

/** The title in lines as the PDF wraps it (by words, within the text width). */
export function coverTitleLines(title: string): string[] {
  const perLine = Math.floor((A4.width - 2 * MARGIN) / TITLE_CHAR_WIDTH);
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && candidate.length > perLine) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

interface Props {
  /** The report's name, as its record and the PDF's title page say it. */
  title: string;
  /** 'Financial Year 2025-26', as printed under the title. */
  financialYear: string;
  /** The accessible name of the picture ('Cover of Annual Report 2025-26'). */
  label: string;
  className?: string;
}

/** An annual report's title page as a picture (role img, named by `label`). */
export function ReportCover({ title, financialYear, label, className }: Props) {
  const lines = coverTitleLines(title);
  // Positions as pdf.ts places them, measured from the top (the PDF measures from the bottom): title
  // baselines 32 pt apart from 320, the rule 32 pt under the last, the year 36 pt under the rule.
  // (The PDF's 8 pt demo notice is left out: unreadable at a thumbnail's size.)
  const ruleTop = 320 + 32 * lines.length;
  const office = siteConfig.registeredOffice;
  return (
    <svg className={className} viewBox={`0 0 ${A4.width} ${A4.height}`} role="img" aria-label={label} fontFamily={FONT} preserveAspectRatio="xMidYMid meet">
      <rect width={A4.width} height={A4.height} fill="#fff" />
      <rect width={A4.width} height={BAND} fill={BRAND} />
      <text x={MARGIN} y={90} fontSize={26} fontWeight={700} fill="#fff">
        {siteConfig.companyName}
      </text>
      <text x={MARGIN} y={118} fontSize={11} fill={ON_BRAND}>
        {siteConfig.tagline}
      </text>
      <text x={MARGIN} y={140} fontSize={11} fill={ON_BRAND}>
        {siteConfig.location}
      </text>
      {lines.map((line, index) => (
        <text key={index} x={MARGIN} y={320 + 32 * index} fontSize={24} fontWeight={700} fill={INK}>
          {line}
        </text>
      ))}
      <rect x={MARGIN} y={ruleTop} width={80} height={4} fill={BRAND} />
      <text x={MARGIN} y={ruleTop + 36} fontSize={16} fill={INK}>
        {financialYear}
      </text>
      <text x={MARGIN} y={A4.height - 150} fontSize={10} fontWeight={700} fill={INK}>
        {office.label}
      </text>
      {office.lines.map((line, index) => (
        <text key={index} x={MARGIN} y={A4.height - 150 + 14 * (index + 1)} fontSize={10} fill={INK}>
          {line}
        </text>
      ))}
      <text x={MARGIN} y={A4.height - 32} fontSize={8} fill={MUTED}>
        {`${siteConfig.companyName} | CIN ${siteConfig.registrationNumber}`}
      </text>
      <text x={A4.width - MARGIN - 30} y={A4.height - 32} fontSize={8} fill={MUTED}>
        Page 1
      </text>
    </svg>
  );
}
