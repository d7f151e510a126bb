import { findDistrict } from './geography';
import { TOWNS, type TownKey } from './towns';

export interface SeedDealer {
  name: string;
  /** 1 Distributor, 2 Dealer. */
  type: 1 | 2;
  /** 1 Electrical, 2 Water pipe. */
  sector: 1 | 2;
  stateId: number;
  districtId: number;
  town: string;
  pin: string;
  address: string | null;
  phone: string;
  location: string | null;
}

const DISTRIBUTOR = 1;
const DEALER = 2;
const ELECTRICAL = 1;
const WATER = 2;

/**
 * Where the dealer's map pin is: a real map URL, a landmark typed by hand instead of a URL (the
 * client must show 'Map location not found'), or nothing at all.
 */
type Pin = 'map' | { landmark: string } | 'none';

/** [name, type, sector, town, street line (null: the dealer left the address blank), pin] */
type Row = [string, 1 | 2, 1 | 2, TownKey, string | null, Pin];

const ROWS: Row[] = [
  ['Sree Ayyappa Pipes & Sanitaryware', DISTRIBUTOR, WATER, 'punalur', 'Near Private Bus Stand, Chemmanthoor', 'map'],
  ['Thekkethil Electricals', DEALER, ELECTRICAL, 'punalur', 'T.B. Junction, Main Road', 'map'],
  ['Chinnakada Pipe House', DEALER, WATER, 'kollam', 'XIV/212, Main Road, Chinnakada', 'map'],
  ['Ashtamudi Traders', DISTRIBUTOR, ELECTRICAL, 'kollam', 'Kadappakada Junction', 'map'],
  ['Pulamon Hardwares', DEALER, WATER, 'kottarakkara', 'Pulamon Junction, MC Road', { landmark: 'Near KSRTC bus stand' }],
  ['Vallikkavu Agencies', DEALER, ELECTRICAL, 'karunagappally', null, 'map'],
  ['St. George Plumbing Centre', DEALER, WATER, 'anchal', 'Anchal Junction, Punalur Road', 'map'],
  ['Mount Tabor Electricals', DEALER, ELECTRICAL, 'pathanapuram', 'Church Road', 'map'],
  ['Padmanabha Pipes & Fittings', DISTRIBUTOR, WATER, 'thiruvananthapuram', 'TC 28/1145, Pettah', 'map'],
  ['Capital Electric Mart', DEALER, ELECTRICAL, 'thiruvananthapuram', 'Kesavadasapuram, MC Road', 'map'],
  ['Aralummoodu Sanitary Stores', DEALER, WATER, 'neyyattinkara', 'Aralummoodu, NH 66', 'map'],
  ['Sree Bhadra Electricals', DEALER, ELECTRICAL, 'attingal', 'Kacheri Junction', { landmark: 'Opposite Attingal Town Hall' }],
  ['Vembayam Hardware', DEALER, WATER, 'nedumangad', null, 'map'],
  ['Achankovil Agencies', DISTRIBUTOR, ELECTRICAL, 'pathanamthitta', 'Central Junction, TK Road', 'map'],
  ['Parthasarathy Pipes', DEALER, WATER, 'adoor', 'KP Road, Near Revenue Tower', 'map'],
  ['Marthoma Traders', DEALER, ELECTRICAL, 'thiruvalla', 'Ramanchira, MC Road', 'map'],
  ['Pampa Sanitary House', DEALER, WATER, 'ranni', 'Ittiyappara', { landmark: 'Near Ranni bridge' }],
  ['Kuttanad Pipe Centre', DISTRIBUTOR, WATER, 'alappuzha', 'Mullakkal, YMCA Road', 'map'],
  ['Arthunkal Electricals', DEALER, ELECTRICAL, 'cherthala', 'Devi Temple Road, X-Ray Junction', 'map'],
  ['Krishnapuram Hardwares', DEALER, WATER, 'kayamkulam', 'Krishnapuram, NH 66', 'map'],
  ['Mahadeva Agencies', DEALER, ELECTRICAL, 'chengannur', 'Temple Road, Near Railway Station', 'none'],
  ['Meenachil Traders', DISTRIBUTOR, WATER, 'kottayam', 'KK Road, Kanjikuzhy', 'map'],
  ['Perunna Electricals', DEALER, ELECTRICAL, 'changanassery', 'Perunna, Central Junction', 'map'],
  ['St. Thomas Pipes & Tanks', DEALER, WATER, 'pala', 'Kottaramattom, Pala-Thodupuzha Road', 'map'],
  ['Ettumanoor Hardware Mart', DEALER, ELECTRICAL, 'ettumanoor', null, 'map'],
  ['High Range Agencies', DISTRIBUTOR, WATER, 'thodupuzha', 'Mangattukavala, Idukki Road', 'map'],
  ['Cardamom Hills Electricals', DEALER, ELECTRICAL, 'kattappana', 'Pallikkavala', { landmark: 'Near Kattappana private bus stand' }],
  ['Periyar Plumbing Works', DEALER, WATER, 'adimali', 'Munnar Road', 'map'],
  ['Cochin Pipe Traders', DISTRIBUTOR, WATER, 'ernakulam', '41/2260, Kaloor-Kadavanthra Road, Kaloor', 'map'],
  ['Marine Drive Electricals', DEALER, ELECTRICAL, 'ernakulam', 'Palarivattom Bypass', 'map'],
  ['Periyar Sanitary Emporium', DEALER, WATER, 'aluva', 'Bank Junction', 'map'],
  ['Rayonpuram Hardwares', DEALER, ELECTRICAL, 'perumbavoor', 'AM Road, Rayonpuram', 'map'],
  ['Kaliyar Agencies', DISTRIBUTOR, ELECTRICAL, 'muvattupuzha', 'Kachery Thazham', 'map'],
  ['Angamaly Pipe House', DEALER, WATER, 'angamaly', null, 'none'],
  ['Bhoothathankettu Traders', DEALER, WATER, 'kothamangalam', 'Thankalam, Aluva-Munnar Road', 'map'],
  ['Vadakkunnathan Agencies', DISTRIBUTOR, ELECTRICAL, 'thrissur', 'Swaraj Round North', 'map'],
  ['Poothole Pipes & Fittings', DEALER, WATER, 'thrissur', 'Poothole, Shornur Road', 'map'],
  ['Athirappilly Electricals', DEALER, ELECTRICAL, 'chalakudy', 'South Junction, NH 544', 'map'],
  ['Guruvayurappan Hardwares', DEALER, WATER, 'kunnamkulam', 'Guruvayur Road', { landmark: 'Behind Kunnamkulam bus stand' }],
  ['Koodalmanikyam Traders', DEALER, ELECTRICAL, 'irinjalakuda', 'Main Road, Near Koodalmanikyam Temple', 'map'],
  ['Malampuzha Pipe Centre', DISTRIBUTOR, WATER, 'palakkad', 'Robinson Road', 'map'],
  ['Bharathapuzha Electricals', DEALER, ELECTRICAL, 'ottapalam', 'Main Road, Near Taluk Office', 'map'],
  ['Silent Valley Agencies', DEALER, WATER, 'mannarkkad', null, 'map'],
  ['Chittur Hardware Stores', DEALER, ELECTRICAL, 'chittur', 'Anikode Junction', 'map'],
  ['Kottakkunnu Traders', DISTRIBUTOR, ELECTRICAL, 'malappuram', 'Down Hill, Kottappadi', 'map'],
  ['Al-Ameen Pipes & Sanitary', DEALER, WATER, 'manjeri', 'Calicut Road, Manjeri Town', 'map'],
  ['Thunchan Electricals', DEALER, ELECTRICAL, 'tirur', 'Tazhepalam, City Junction', 'map'],
  ['Valluvanad Agencies', DEALER, WATER, 'perinthalmanna', 'Ootty Road', { landmark: 'Near Perinthalmanna KSRTC stand' }],
  ['Teak Town Hardwares', DEALER, WATER, 'nilambur', 'Chanthakunnu', 'map'],
  ['Malabar Pipe Corporation', DISTRIBUTOR, WATER, 'kozhikode', '6/1423, Mavoor Road', 'map'],
  ['Calicut Electric House', DEALER, ELECTRICAL, 'kozhikode', 'Palayam, Court Road', 'map'],
  ['Kadathanad Traders', DEALER, WATER, 'vadakara', 'Edodi, Vadakara Town', 'map'],
  ['Kappad Electricals', DEALER, ELECTRICAL, 'koyilandy', 'Bus Stand Building, Koyilandy', 'none'],
  ['Churam Hardware Mart', DEALER, WATER, 'thamarassery', 'Karadi, NH 766', 'map'],
  ['Wayanad Agro & Pipes', DISTRIBUTOR, WATER, 'kalpetta', 'Chungam, Main Road', 'map'],
  ['Edakkal Electricals', DEALER, ELECTRICAL, 'sulthanBathery', 'Chungam Junction', 'map'],
  ['Kabani Sanitary Stores', DEALER, WATER, 'mananthavady', null, 'map'],
  ['Payyambalam Agencies', DISTRIBUTOR, ELECTRICAL, 'kannur', 'Fort Road', 'map'],
  ['Thalassery Pipe Mart', DEALER, WATER, 'thalassery', 'Logan\'s Road', 'map'],
  ['Perumba Electricals', DEALER, ELECTRICAL, 'payyanur', 'Perumba Junction', 'map'],
  ['Airport Road Hardwares', DEALER, WATER, 'mattannur', 'Airport Road', { landmark: 'Opposite Mattannur Municipality' }],
  ['Aralam Traders', DEALER, WATER, 'iritty', 'Keezhur, Main Road', 'map'],
  ['Chandragiri Agencies', DISTRIBUTOR, WATER, 'kasaragod', 'MG Road, Near New Bus Stand', 'map'],
  ['Bekal Electricals', DEALER, ELECTRICAL, 'kanhangad', 'Kottachery, Kanhangad Town', 'map'],
  ['Courtallam Pipes & Fittings', DISTRIBUTOR, WATER, 'shencottai', 'Main Bazaar', 'map'],
  ['Kasi Viswanathar Electricals', DEALER, ELECTRICAL, 'tenkasi', 'Swami Sannathi Street', 'map'],
  ['Thamirabarani Traders', DEALER, WATER, 'tirunelveli', 'Trivandrum Road, Palayamkottai', 'map'],
  ['Kumari Hardware Mart', DISTRIBUTOR, ELECTRICAL, 'nagercoil', 'Court Road, Vadasery', 'map'],
  ['Marthandam Pipe Centre', DEALER, WATER, 'marthandam', 'Kuzhithurai Road', { landmark: 'Near Marthandam bus stand' }],
  ['Kovai Polymers & Pipes', DISTRIBUTOR, WATER, 'coimbatore', 'Oppanakara Street', 'map'],
  ['Aliyar Electricals', DEALER, ELECTRICAL, 'pollachi', 'Kovai Road', 'map'],
  ['Meenakshi Sanitary Stores', DEALER, WATER, 'madurai', 'West Masi Street', 'map'],
  ['Marina Electric Traders', DEALER, ELECTRICAL, 'chennai', 'Usman Road, T. Nagar', 'map'],
  ['Vaigai Agro Pipes', DEALER, WATER, 'theni', null, 'map'],
  ['Noyyal Hardwares', DEALER, ELECTRICAL, 'tiruppur', 'Kumaran Road', 'map'],
  ['Indiranagar Pipe Stores', DISTRIBUTOR, WATER, 'bengaluru', '100 Feet Road, Indiranagar', 'map'],
  ['Garden City Electricals', DEALER, ELECTRICAL, 'bengaluru', 'CMH Road, Indiranagar', 'map'],
  ['Netravati Traders', DISTRIBUTOR, ELECTRICAL, 'mangaluru', 'Car Street, Hampankatta', 'map'],
  ['Kumaradhara Pipes', DEALER, WATER, 'puttur', 'Main Road, Darbe', 'map'],
  ['Chamundi Hardwares', DEALER, WATER, 'mysuru', 'Sayyaji Rao Road', 'map'],
  ['Coorg Electricals', DEALER, ELECTRICAL, 'madikeri', 'College Road', { landmark: 'Near Raja Seat' }],
  ['Malpe Sanitary House', DEALER, WATER, 'udupi', 'Court Road', 'map'],
];

// Fictional numbers: a common Indian mobile prefix followed by 000 and a serial.
const PHONE_PREFIXES = ['9447', '9846', '9496', '8547', '7907', '9388'];

function phoneFor(index: number): string {
  const prefix = PHONE_PREFIXES[index % PHONE_PREFIXES.length]!;
  return `${prefix}000${String(101 + index * 7).padStart(3, '0')}`;
}

/** Spreads dealers in the same town a few hundred metres apart so their pins do not overlap. */
function mapUrl(lat: number, lng: number, index: number): string {
  const offset = (((index * 37) % 11) - 5) * 0.0012;
  return `https://www.google.com/maps/search/?api=1&query=${(lat + offset).toFixed(4)},${(lng - offset).toFixed(4)}`;
}

export const SEED_DEALERS: readonly SeedDealer[] = ROWS.map(([name, type, sector, townKey, street, pin], index) => {
  const town = TOWNS[townKey];
  const { stateId, districtId } = findDistrict(town.state, town.district);
  const location = pin === 'map' ? mapUrl(town.lat, town.lng, index) : pin === 'none' ? null : pin.landmark;
  return {
    name,
    type,
    sector,
    stateId,
    districtId,
    town: town.name,
    pin: town.pin,
    address: street === null ? null : `${street}, ${town.name}, ${town.district} District, ${town.state} - ${town.pin}`,
    phone: phoneFor(index),
    location,
  };
});
