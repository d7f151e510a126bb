// States and their real districts. Ids are assigned in listing order, so they are stable across
// reseeds: Kerala is state 1 and its districts are 1-14, south to north.

export interface SeedState {
  id: number;
  name: string;
  districts: { id: number; name: string }[];
}

const STATE_DISTRICTS: [string, string[]][] = [
  [
    'Kerala',
    [
      'Thiruvananthapuram',
      'Kollam',
      'Pathanamthitta',
      'Alappuzha',
      'Kottayam',
      'Idukki',
      'Ernakulam',
      'Thrissur',
      'Palakkad',
      'Malappuram',
      'Kozhikode',
      'Wayanad',
      'Kannur',
      'Kasaragod',
    ],
  ],
  [
    'Tamil Nadu',
    [
      'Ariyalur', 'Chengalpattu', 'Chennai', 'Coimbatore', 'Cuddalore', 'Dharmapuri', 'Dindigul',
      'Erode', 'Kallakurichi', 'Kancheepuram', 'Kanniyakumari', 'Karur', 'Krishnagiri', 'Madurai',
      'Mayiladuthurai', 'Nagapattinam', 'Namakkal', 'Nilgiris', 'Perambalur', 'Pudukkottai',
      'Ramanathapuram', 'Ranipet', 'Salem', 'Sivaganga', 'Tenkasi', 'Thanjavur', 'Theni',
      'Thoothukudi', 'Tiruchirappalli', 'Tirunelveli', 'Tirupathur', 'Tiruppur', 'Tiruvallur',
      'Tiruvannamalai', 'Tiruvarur', 'Vellore', 'Viluppuram', 'Virudhunagar',
    ],
  ],
  [
    'Karnataka',
    [
      'Bagalkot', 'Ballari', 'Belagavi', 'Bengaluru Rural', 'Bengaluru Urban', 'Bidar',
      'Chamarajanagar', 'Chikkaballapur', 'Chikkamagaluru', 'Chitradurga', 'Dakshina Kannada',
      'Davanagere', 'Dharwad', 'Gadag', 'Hassan', 'Haveri', 'Kalaburagi', 'Kodagu', 'Kolar',
      'Koppal', 'Mandya', 'Mysuru', 'Raichur', 'Ramanagara', 'Shivamogga', 'Tumakuru', 'Udupi',
      'Uttara Kannada', 'Vijayanagara', 'Vijayapura', 'Yadgir',
    ],
  ],
];

function buildStates(): SeedState[] {
  let nextDistrictId = 1;
  return STATE_DISTRICTS.map(([name, districts], index) => ({
    id: index + 1,
    name,
    districts: districts.map((district) => ({ id: nextDistrictId++, name: district })),
  }));
}

export const SEED_STATES: readonly SeedState[] = buildStates();

export function findDistrict(stateName: string, districtName: string): { stateId: number; districtId: number } {
  const state = SEED_STATES.find((candidate) => candidate.name === stateName);
  const district = state?.districts.find((candidate) => candidate.name === districtName);
  if (!state || !district) throw new Error(`Unknown district ${districtName}, ${stateName}`);
  return { stateId: state.id, districtId: district.id };
}
