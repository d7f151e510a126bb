import { siteConfig, type PostalAddress } from '@site/shared/config/site-config';
import styles from './OfficeAddresses.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { commonMessages, officeKey } from '../../messages/common';

function AddressCard({ address }: { address: PostalAddress }) {
  const t = useMessages(commonMessages);
  // The address is the site config's English; its label is translated.
  const dataLang = useEnglishDataLang();
  return (
    <li className={styles.card}>
      <h3 className={styles.label}>{t(officeKey(address.label))}</h3>
      <address className={styles.address} lang={dataLang}>
        {address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </li>
  );
}

/** Head office and the four plants (spec §2.9), from site config. */
export function OfficeAddresses() {
  return (
    <ul className={styles.grid}>
      <AddressCard address={siteConfig.headOffice} />
      {siteConfig.plants.map((plant) => (
        <AddressCard key={plant.label} address={plant} />
      ))}
    </ul>
  );
}
