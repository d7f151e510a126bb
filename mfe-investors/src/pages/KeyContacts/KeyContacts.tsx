import { INVESTOR_ARCHIVE_ENDPOINTS, type KeyContacts as KeyContactsData, type MaterialityContact, type RegistrarContact } from '@site/shared/contract/investor-archive';
import { siteConfig } from '@site/shared/config/site-config';
import { SEBI_SMART_ODR_URL } from '@site/shared/config/regulatory-links';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import { ContactCard, ContactCardFrame } from '../../components/ContactCard/ContactCard';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { useInvestorPage } from '../../messages/pages';
import { useAdminRecord } from '../../api/useAdminRecord';
import styles from './KeyContacts.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { investorsMessages } from '../../messages/investors';

const ENDPOINT = INVESTOR_ARCHIVE_ENDPOINTS.keyContacts;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The answer of /investors/key-contacts, tolerating missing parts (each section has its own fallback). */
function isKeyContacts(value: unknown): value is KeyContactsData {
  return isObject(value) && (Array.isArray(value.materiality_Kmp) || isObject(value.registrar) || typeof value.grievance_Email === 'string');
}

function kmpOf(data: KeyContactsData | null): MaterialityContact[] {
  if (!data || !Array.isArray(data.materiality_Kmp)) return [];
  return data.materiality_Kmp.filter((person) => isObject(person) && text(person.name) !== '');
}

function Registrar({ registrar }: { registrar: RegistrarContact }) {
  const t = useMessages(investorsMessages);
  // The registrar's details are the admin host's English: marked so on a page in another language.
  const dataLang = useEnglishDataLang();
  const website = text(registrar.website);
  return (
    <ContactCardFrame title={text(registrar.name)} titleLang={dataLang} headingLevel={3}>
      <dl className={styles.details}>
        {text(registrar.contact_Person) && (
          <div>
            <dt>{t('key.person')}</dt>
            <dd lang={dataLang}>{text(registrar.contact_Person)}</dd>
          </div>
        )}
        {text(registrar.address) && (
          <div>
            <dt>{t('key.address')}</dt>
            <dd lang={dataLang}>{text(registrar.address)}</dd>
          </div>
        )}
        {text(registrar.phone) && (
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <PhoneLink number={text(registrar.phone)} />
            </dd>
          </div>
        )}
        {text(registrar.email) && (
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${text(registrar.email)}`} lang={dataLang}>
                {text(registrar.email)}
              </a>
            </dd>
          </div>
        )}
        {/^https?:\/\//.test(website) && (
          <div>
            <dt>{t('key.website')}</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer">
                <span lang={dataLang}>{website.replace(/^https?:\/\//, '').replace(/\/$/, '')}</span>
                <span className="visually-hidden">{t('key.newTab')}</span>
              </a>
            </dd>
          </div>
        )}
      </dl>
    </ContactCardFrame>
  );
}

/**
 * Key Contacts (Reg 46(2)(i), (j), Reg 30(5)): the officers authorised to decide the materiality of
 * events, the registrar and share transfer agent, and the grievance-redressal e-mail, from the admin
 * host. When it cannot be reached, the company secretary from site config stands in.
 */
export default function KeyContacts() {
  const { title, summary } = useInvestorPage('/investors/key-contacts');
  const t = useMessages(investorsMessages);
  // The grievance e-mail (the admin host's, else the site config's) is English data.
  const dataLang = useEnglishDataLang();
  const { data, loading } = useAdminRecord(ENDPOINT, isKeyContacts);
  const kmp = kmpOf(data);
  const registrar = data && isObject(data.registrar) && text(data.registrar.name) ? data.registrar : null;
  const grievanceEmail = text(data?.grievance_Email) || siteConfig.grievanceOfficer.email;

  return (
    <InvestorPage title={title} intro={summary}>
      <div className={styles.sections} aria-busy={loading || undefined}>
        <section aria-labelledby="kmp-heading">
          <h2 id="kmp-heading" className={styles.heading}>
            {t('key.kmpTitle')}
          </h2>
          <p className={styles.lead}>{t('key.kmpLead')}</p>
          {kmp.length > 0 ? (
            <ul className={styles.cards}>
              {kmp.map((person) => (
                <li key={`${person.name}|${person.email}`}>
                  <ContactCard
                    headingLevel={3}
                    person={{ name: text(person.name), role: text(person.designation), phone: text(person.phone), email: text(person.email) }}
                  />
                </li>
              ))}
            </ul>
          ) : (
            !loading && (
              <div className={styles.cards}>
                <ContactCard headingLevel={3} person={siteConfig.companySecretary} />
              </div>
            )
          )}
        </section>

        <section aria-labelledby="rta-heading">
          <h2 id="rta-heading" className={styles.heading}>
            {t('key.rtaTitle')}
          </h2>
          <p className={styles.lead}>{t('key.rtaLead')}</p>
          {registrar ? <Registrar registrar={registrar} /> : !loading && <p className={styles.empty}>{t('key.noData')}</p>}
        </section>

        <section aria-labelledby="grievance-heading">
          <h2 id="grievance-heading" className={styles.heading}>
            {t('key.grievanceTitle')}
          </h2>
          <p>
            {t.rich('key.grievance', {
              mail: () => (
                <a href={`mailto:${grievanceEmail}`} lang={dataLang}>
                  {grievanceEmail}
                </a>
              ),
              odr: (chunks) => (
                <a href={SEBI_SMART_ODR_URL} target="_blank" rel="noopener noreferrer">
                  {chunks}
                  <span className="visually-hidden">{t('key.newTab')}</span>
                </a>
              ),
            })}
          </p>
        </section>
      </div>
    </InvestorPage>
  );
}
