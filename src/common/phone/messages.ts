// What a visitor (or an admin importing leads) reads when a number is refused: the real reason.
// Spec §5's text stays for the everyday case of a US number with too few digits.

export const PHONE_MSG = {
  tooShortUs: 'Please enter a valid phone number with at least 10 digits',
  tooShort: (where: string) => `Please enter a valid phone number: it has too few digits for ${where}`,
  tooLong: (where: string) =>
    `Please enter a valid phone number: it has too many digits for ${where}. Start numbers from other countries with + and the country code`,
  unknownCountry: 'Please enter a valid phone number: the country code after + is not one we recognise',
  notOfRegion: (where: string) => `Please enter a valid phone number: this is not a valid number in ${where}`,
  letters: 'Please enter the phone number in digits (letters cannot be dialled)',
  notCallable: (kind: string) =>
    `This is a ${kind} number, which cannot receive our call. Please enter a mobile or landline number`,
} as const;
