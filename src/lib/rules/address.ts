/**
 * Addresses as the shopper sees them: what picking a post office changes of what was typed, and
 * the lines every place shows an address with (checkout, settings, the order page), so none leaves out the
 * type, the landmark or the alternate phone. Pure.
 */

/** The fields a post office fills besides the locality. */
export type PlaceFields = { pinCode: string; city: string; state: string };
export type PlaceField = keyof PlaceFields;
export type Office = { Name: string; District: string; State: string; Pincode: string };
/** One field a pick changed, for the form to word in the page's language (`message` is the English). */
export type FieldChange = { field: PlaceField; from: string; to: string };
export type PickChange = {
  fields: PlaceField[];
  message: string;
  changes: FieldChange[];
  /** The post office the first sentence names: "to match {office}, {district}". */
  office: { name: string; district: string };
};

const PLACE_LABELS: Record<PlaceField, string> = { pinCode: 'PIN', city: 'City', state: 'State' };

/** What a post office would put in each place field. */
export const placeOf = (office: Office): PlaceFields => ({
  pinCode: office.Pincode,
  city: office.District,
  state: office.State,
});

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What picking `office` changes of what the form held: the fields that had a value and get another (filling
 * an empty field changes nothing the shopper typed), and a sentence for each, the first saying why:
 * "PIN changed from 560034 to 532127 to match Korallavalasa, Srikakulam. City changed from Bengaluru to
 * Srikakulam." Null when nothing typed changes.
 */
export function changesOfPick(before: PlaceFields, office: Office): PickChange | null {
  const after = placeOf(office);
  const fields = (Object.keys(PLACE_LABELS) as PlaceField[]).filter(
    (field) => before[field].trim() !== '' && !same(before[field], after[field]),
  );
  if (!fields.length) return null;
  const changes = fields.map((field) => ({ field, from: before[field].trim(), to: after[field] }));
  const sentences = changes.map(({ field, from, to }) => `${PLACE_LABELS[field]} changed from ${from} to ${to}`);
  sentences[0] += ` to match ${office.Name}, ${office.District}`;
  return {
    fields,
    message: `${sentences.join('. ')}.`,
    changes,
    office: { name: office.Name, district: office.District },
  };
}

/** An address as saved, or as an order keeps it (older orders lack the newer fields). */
export type ShownAddress = {
  name?: string;
  phone?: string;
  pinCode?: string;
  addressMain?: string;
  locality?: string;
  city?: string;
  state?: string;
  addressType?: string;
  landmark?: string;
  altPhone?: string;
};

/** The address's lines under its name: street, locality, landmark, then city, state and PIN. */
export function addressLines(address: ShownAddress): string[] {
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return [
    address.addressMain ?? '',
    address.locality ?? '',
    address.landmark ? `Landmark: ${address.landmark}` : '',
    [place, address.pinCode].filter(Boolean).join(' – '),
  ].filter(Boolean);
}

/** "Phone: 9876543210", with the alternate number when there is one; '' when there is no phone at all. */
export function phoneLine(address: ShownAddress): string {
  const phones = [address.phone, address.altPhone].filter(Boolean);
  if (!phones.length) return '';
  return address.phone && address.altPhone
    ? `Phone: ${address.phone}, alternate ${address.altPhone}`
    : `Phone: ${phones[0]}`;
}

/**
 * A locality typed or picked for one PIN, after the PIN changed to another: kept when it names one of the new
 * PIN's post offices, else it no longer fits (Koramangala with a Mumbai PIN) and the form clears it, saying
 * why. Null: keep it (nothing to clear, or it is one of the new PIN's offices).
 */
export function localityNotInPin(locality: string, pin: string, offices: Pick<Office, 'Name'>[]): string | null {
  const typedLocality = locality.trim();
  if (!typedLocality || offices.some((office) => same(office.Name, typedLocality))) return null;
  return `Locality cleared: ${typedLocality} is not in PIN ${pin}. Find your post office.`;
}
