import { formatPhone, telHref } from '../../format/phone';

interface Props {
  /** The number in any shape; it is shown as '+91 94470 00000'. */
  number: string;
  className?: string;
}

/** A phone number in the site's one format, as a tap-to-call link (plain text when it has no digits). */
export function PhoneLink({ number, className }: Props) {
  const href = telHref(number);
  const text = formatPhone(number);
  return href ? (
    <a className={className} href={href}>
      {text}
    </a>
  ) : (
    <span className={className}>{text}</span>
  );
}
