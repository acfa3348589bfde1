// The zipcodes package ships no types; only what phone-places.ts uses is declared.
declare module 'zipcodes' {
  interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    /** "FL" for US entries, the province's name ("Ontario") for Canadian ones. */
    state: string;
    country: string;
  }
  const zipcodes: {
    lookup(zip: string): ZipInfo | undefined;
    states: {
      /** Full name or code → code ("Florida" → "FL"); unknown text comes back as given. */
      normalize(state: string): string;
      abbr: Record<string, string>;
      full: Record<string, string>;
    };
  };
  export default zipcodes;
}
