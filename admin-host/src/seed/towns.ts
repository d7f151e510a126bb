// Towns where sample dealers trade: real district, a real-format PIN of that town's post office
// and approximate coordinates for the map link.

export interface Town {
  name: string;
  district: string;
  state: 'Kerala' | 'Tamil Nadu' | 'Karnataka';
  pin: string;
  lat: number;
  lng: number;
}

const K = 'Kerala' as const;
const TN = 'Tamil Nadu' as const;
const KA = 'Karnataka' as const;

export const TOWNS = {
  thiruvananthapuram: { name: 'Thiruvananthapuram', district: 'Thiruvananthapuram', state: K, pin: '695001', lat: 8.4875, lng: 76.9525 },
  neyyattinkara: { name: 'Neyyattinkara', district: 'Thiruvananthapuram', state: K, pin: '695121', lat: 8.4, lng: 77.085 },
  attingal: { name: 'Attingal', district: 'Thiruvananthapuram', state: K, pin: '695101', lat: 8.696, lng: 76.815 },
  nedumangad: { name: 'Nedumangad', district: 'Thiruvananthapuram', state: K, pin: '695541', lat: 8.603, lng: 77.002 },
  punalur: { name: 'Punalur', district: 'Kollam', state: K, pin: '691305', lat: 9.0176, lng: 76.9261 },
  kollam: { name: 'Kollam', district: 'Kollam', state: K, pin: '691001', lat: 8.8932, lng: 76.6141 },
  kottarakkara: { name: 'Kottarakkara', district: 'Kollam', state: K, pin: '691506', lat: 9.0, lng: 76.77 },
  karunagappally: { name: 'Karunagappally', district: 'Kollam', state: K, pin: '690518', lat: 9.06, lng: 76.535 },
  anchal: { name: 'Anchal', district: 'Kollam', state: K, pin: '691306', lat: 8.927, lng: 76.909 },
  pathanapuram: { name: 'Pathanapuram', district: 'Kollam', state: K, pin: '689695', lat: 9.093, lng: 76.859 },
  pathanamthitta: { name: 'Pathanamthitta', district: 'Pathanamthitta', state: K, pin: '689645', lat: 9.2648, lng: 76.787 },
  adoor: { name: 'Adoor', district: 'Pathanamthitta', state: K, pin: '691523', lat: 9.155, lng: 76.733 },
  thiruvalla: { name: 'Thiruvalla', district: 'Pathanamthitta', state: K, pin: '689101', lat: 9.3835, lng: 76.5741 },
  ranni: { name: 'Ranni', district: 'Pathanamthitta', state: K, pin: '689672', lat: 9.386, lng: 76.785 },
  alappuzha: { name: 'Alappuzha', district: 'Alappuzha', state: K, pin: '688001', lat: 9.4981, lng: 76.3388 },
  cherthala: { name: 'Cherthala', district: 'Alappuzha', state: K, pin: '688524', lat: 9.684, lng: 76.336 },
  kayamkulam: { name: 'Kayamkulam', district: 'Alappuzha', state: K, pin: '690502', lat: 9.174, lng: 76.501 },
  chengannur: { name: 'Chengannur', district: 'Alappuzha', state: K, pin: '689121', lat: 9.318, lng: 76.611 },
  kottayam: { name: 'Kottayam', district: 'Kottayam', state: K, pin: '686001', lat: 9.5916, lng: 76.5222 },
  changanassery: { name: 'Changanassery', district: 'Kottayam', state: K, pin: '686101', lat: 9.444, lng: 76.541 },
  pala: { name: 'Pala', district: 'Kottayam', state: K, pin: '686575', lat: 9.713, lng: 76.683 },
  ettumanoor: { name: 'Ettumanoor', district: 'Kottayam', state: K, pin: '686631', lat: 9.67, lng: 76.56 },
  thodupuzha: { name: 'Thodupuzha', district: 'Idukki', state: K, pin: '685584', lat: 9.895, lng: 76.717 },
  kattappana: { name: 'Kattappana', district: 'Idukki', state: K, pin: '685508', lat: 9.75, lng: 77.116 },
  adimali: { name: 'Adimali', district: 'Idukki', state: K, pin: '685561', lat: 10.013, lng: 76.956 },
  ernakulam: { name: 'Ernakulam', district: 'Ernakulam', state: K, pin: '682017', lat: 9.9816, lng: 76.2999 },
  aluva: { name: 'Aluva', district: 'Ernakulam', state: K, pin: '683101', lat: 10.1004, lng: 76.357 },
  perumbavoor: { name: 'Perumbavoor', district: 'Ernakulam', state: K, pin: '683542', lat: 10.115, lng: 76.477 },
  muvattupuzha: { name: 'Muvattupuzha', district: 'Ernakulam', state: K, pin: '686661', lat: 9.979, lng: 76.579 },
  angamaly: { name: 'Angamaly', district: 'Ernakulam', state: K, pin: '683572', lat: 10.196, lng: 76.386 },
  kothamangalam: { name: 'Kothamangalam', district: 'Ernakulam', state: K, pin: '686691', lat: 10.06, lng: 76.63 },
  thrissur: { name: 'Thrissur', district: 'Thrissur', state: K, pin: '680001', lat: 10.5276, lng: 76.2144 },
  chalakudy: { name: 'Chalakudy', district: 'Thrissur', state: K, pin: '680307', lat: 10.307, lng: 76.333 },
  kunnamkulam: { name: 'Kunnamkulam', district: 'Thrissur', state: K, pin: '680503', lat: 10.65, lng: 76.07 },
  irinjalakuda: { name: 'Irinjalakuda', district: 'Thrissur', state: K, pin: '680121', lat: 10.342, lng: 76.211 },
  palakkad: { name: 'Palakkad', district: 'Palakkad', state: K, pin: '678001', lat: 10.7867, lng: 76.6548 },
  ottapalam: { name: 'Ottapalam', district: 'Palakkad', state: K, pin: '679101', lat: 10.77, lng: 76.377 },
  mannarkkad: { name: 'Mannarkkad', district: 'Palakkad', state: K, pin: '678582', lat: 10.993, lng: 76.46 },
  chittur: { name: 'Chittur', district: 'Palakkad', state: K, pin: '678101', lat: 10.699, lng: 76.746 },
  malappuram: { name: 'Malappuram', district: 'Malappuram', state: K, pin: '676505', lat: 11.051, lng: 76.0711 },
  manjeri: { name: 'Manjeri', district: 'Malappuram', state: K, pin: '676121', lat: 11.12, lng: 76.12 },
  tirur: { name: 'Tirur', district: 'Malappuram', state: K, pin: '676101', lat: 10.914, lng: 75.921 },
  perinthalmanna: { name: 'Perinthalmanna', district: 'Malappuram', state: K, pin: '679322', lat: 10.976, lng: 76.225 },
  nilambur: { name: 'Nilambur', district: 'Malappuram', state: K, pin: '679329', lat: 11.276, lng: 76.226 },
  kozhikode: { name: 'Kozhikode', district: 'Kozhikode', state: K, pin: '673001', lat: 11.2588, lng: 75.7804 },
  vadakara: { name: 'Vadakara', district: 'Kozhikode', state: K, pin: '673101', lat: 11.608, lng: 75.591 },
  koyilandy: { name: 'Koyilandy', district: 'Kozhikode', state: K, pin: '673305', lat: 11.44, lng: 75.695 },
  thamarassery: { name: 'Thamarassery', district: 'Kozhikode', state: K, pin: '673573', lat: 11.419, lng: 75.943 },
  kalpetta: { name: 'Kalpetta', district: 'Wayanad', state: K, pin: '673121', lat: 11.61, lng: 76.083 },
  sulthanBathery: { name: 'Sulthan Bathery', district: 'Wayanad', state: K, pin: '673592', lat: 11.665, lng: 76.262 },
  mananthavady: { name: 'Mananthavady', district: 'Wayanad', state: K, pin: '670645', lat: 11.801, lng: 76.004 },
  kannur: { name: 'Kannur', district: 'Kannur', state: K, pin: '670001', lat: 11.8745, lng: 75.3704 },
  thalassery: { name: 'Thalassery', district: 'Kannur', state: K, pin: '670101', lat: 11.748, lng: 75.492 },
  payyanur: { name: 'Payyanur', district: 'Kannur', state: K, pin: '670307', lat: 12.1, lng: 75.2 },
  mattannur: { name: 'Mattannur', district: 'Kannur', state: K, pin: '670702', lat: 11.93, lng: 75.57 },
  iritty: { name: 'Iritty', district: 'Kannur', state: K, pin: '670703', lat: 11.98, lng: 75.67 },
  kasaragod: { name: 'Kasaragod', district: 'Kasaragod', state: K, pin: '671121', lat: 12.4996, lng: 74.9869 },
  kanhangad: { name: 'Kanhangad', district: 'Kasaragod', state: K, pin: '671315', lat: 12.308, lng: 75.098 },
  shencottai: { name: 'Shencottai', district: 'Tenkasi', state: TN, pin: '627809', lat: 8.97, lng: 77.25 },
  tenkasi: { name: 'Tenkasi', district: 'Tenkasi', state: TN, pin: '627811', lat: 8.959, lng: 77.315 },
  tirunelveli: { name: 'Tirunelveli', district: 'Tirunelveli', state: TN, pin: '627001', lat: 8.7139, lng: 77.7567 },
  nagercoil: { name: 'Nagercoil', district: 'Kanniyakumari', state: TN, pin: '629001', lat: 8.1833, lng: 77.4119 },
  marthandam: { name: 'Marthandam', district: 'Kanniyakumari', state: TN, pin: '629165', lat: 8.307, lng: 77.22 },
  coimbatore: { name: 'Coimbatore', district: 'Coimbatore', state: TN, pin: '641001', lat: 11.0168, lng: 76.9558 },
  pollachi: { name: 'Pollachi', district: 'Coimbatore', state: TN, pin: '642001', lat: 10.659, lng: 77.008 },
  madurai: { name: 'Madurai', district: 'Madurai', state: TN, pin: '625001', lat: 9.9252, lng: 78.1198 },
  chennai: { name: 'Chennai', district: 'Chennai', state: TN, pin: '600017', lat: 13.0418, lng: 80.2341 },
  theni: { name: 'Theni', district: 'Theni', state: TN, pin: '625531', lat: 10.01, lng: 77.477 },
  tiruppur: { name: 'Tiruppur', district: 'Tiruppur', state: TN, pin: '641601', lat: 11.1085, lng: 77.3411 },
  bengaluru: { name: 'Bengaluru', district: 'Bengaluru Urban', state: KA, pin: '560038', lat: 12.9784, lng: 77.6408 },
  mangaluru: { name: 'Mangaluru', district: 'Dakshina Kannada', state: KA, pin: '575001', lat: 12.9141, lng: 74.856 },
  puttur: { name: 'Puttur', district: 'Dakshina Kannada', state: KA, pin: '574201', lat: 12.76, lng: 75.2 },
  mysuru: { name: 'Mysuru', district: 'Mysuru', state: KA, pin: '570001', lat: 12.2958, lng: 76.6394 },
  madikeri: { name: 'Madikeri', district: 'Kodagu', state: KA, pin: '571201', lat: 12.4244, lng: 75.7382 },
  udupi: { name: 'Udupi', district: 'Udupi', state: KA, pin: '576101', lat: 13.3409, lng: 74.7421 },
} satisfies Record<string, Town>;

export type TownKey = keyof typeof TOWNS;
