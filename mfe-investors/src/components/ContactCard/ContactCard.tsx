import type { Person } from '@site/shared/config/site-config';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import { useId, type ReactNode } from 'react';
import styles from './ContactCard.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { investorsMessages, type investorsEn } from '../../messages/investors';

interface Props {
  person: Person;
  /** Heading level of the card title (the person's role), to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** Title shown instead of the person's role. */
  title?: string;
}

/** The card frame of an investor contact (a person, the registrar): a titled region. */
export function ContactCardFrame({ title, titleLang, headingLevel = 2, children }: { title: string; titleLang?: string; headingLevel?: 2 | 3; children: ReactNode }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title} lang={titleLang}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A person investors can contact: role as title, name, phone (tel:) and e-mail (mailto:). */
export function ContactCard({ person, headingLevel = 2, title }: Props) {
  const t = useMessages(investorsMessages);
  // The site config's name and e-mail are written in English letters: marked so on a page in another language.
  const dataLang = useEnglishDataLang();
  // The role in the page's language; a role with no message (an admin host's designation) stays as
  // written, in English, and is marked so.
  const translatedRole = t(`role:${person.role}` as keyof typeof investorsEn);
  const role = translatedRole || person.role;
  const roleLang = translatedRole ? undefined : dataLang;
  return (
    <ContactCardFrame title={title ?? role} titleLang={title ? undefined : roleLang} headingLevel={headingLevel}>
      <p className={styles.name} lang={dataLang}>
        {person.name}
      </p>
      {title && (
        <p className={styles.role} lang={roleLang}>
          {role}
        </p>
      )}
      <dl className={styles.details}>
        <div>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <PhoneLink number={person.phone} />
          </dd>
        </div>
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${person.email}`} lang={dataLang}>
              {person.email}
            </a>
          </dd>
        </div>
      </dl>
    </ContactCardFrame>
  );
}
