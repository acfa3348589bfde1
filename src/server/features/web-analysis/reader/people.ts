// Who a word names: a group of people or organisations ("cyclists", "landlords", "small
// businesses"), or a thing ("radiators", "floors"). Customer types must name people; a menu entry
// that names people ("Coaches", "Leaders") is a team page, not a service.

/** How English names groups of people and organisations: agent nouns (-ers, -ists, -ians …) and common group words. */
const PEOPLE_ENDING = /(?:ers|ors|ists|ians|ees|folk)$/i;
/** Whole words only: "carpets" ends like "pets" and names no one. */
const PEOPLE_WORD =
  /(?:^|[\s-])(?:students|residents|parents|agents|tenants|merchants|people|men|children|kids|families|couples|brides|grooms|guests|clients|customers|patients|businesses|companies|firms|organi[sz]ations|schools|charities|households|landlords|seniors|adults|teens|babies|pets|dogs|cats|animals|athletes|locals|professionals|start-?ups|restaurants|caf[eé]s|shops|stores|venues|hotels|offices|factories|practices|clinics|teams|groups|members|individuals|everyone|studios|gyms|salons|spas|homes|vegans|vegetarians|friends|neighbou?rs)$/i;

/**
 * Plurals in -ers and -ors that name things, not people who do something: "baby showers",
 * "radiators", "floors and doors", the appliances a repairer lists.
 */
const THING_ERS =
  /(?:showers|flowers|towers|papers|letters|covers|orders|offers|numbers|matters|waters|cent(?:er|re)s|filters|containers|computers|printers|boilers|heaters|radiators|burners|shutters|gutters|timbers|trailers|stickers|posters|flyers|banners|hampers|platters|burgers|starters|dinners|suppers|layers|cylinders|meters|speakers|chargers|floors|doors|colou?rs|mirrors|interiors|exteriors|motors|conditioners|refrigerators|purifiers|freezers|dryers|washers|geysers|generators|compressors)$/i;

/** A group of people named alone: "cyclists", not "baby showers" nor "repair classes for beginners". */
export const isPeople = (n: string) =>
  (PEOPLE_ENDING.test(n) || PEOPLE_WORD.test(n)) && !THING_ERS.test(n) && !/\s(?:for|of|to|with)\s/i.test(n);

/** The plural nouns that name a business's customers as a whole, put after qualities ("small and medium-sized businesses"). */
export const isCustomerNoun = (w: string) =>
  /^(?:businesses|companies|firms|clients|customers|families|individuals|organi[sz]ations|owners|people|patients|students|homeowners|landlords)$/i.test(
    w,
  );

/** Words that name everyone at once: a site "for people" or "for everyone" names no type of customer. */
export const isEveryone = (w: string) => /^(?:people|persons|everyone|everybody|anyone|anybody)$/i.test(w);

/** Singular words for people as a body ("family", "staff", "the public"): people, though they are no plurals. */
export const isCollectivePeople = (w: string) =>
  isEveryone(w) || /^(?:family|staff|team|community|public|youth)$/i.test(w);
