import { describe, expect, it } from 'vitest';
import { readQuestion, speaksTo } from './passage-relevance';
import { assertsPremise } from './sandbox-intents';

const passage = (heading: string, text: string, rank = 0.1) => ({ heading, title: 'Contact Us', text, rank });
const speaks = (q: string, heading: string, text: string, rank?: number) =>
  speaksTo(passage(heading, text, rank), readQuestion(q));

describe('the relevance cut: a passage that does not speak to the question is no answer', () => {
  it('hours are answered by days and times under any heading, not by a passage that says "hours"', () => {
    expect(speaks('What are your opening hours?', 'Office Hours', 'Mon–Fri 7am–6pm; Sat 8am–2pm.')).toBe(true);
    expect(speaks('When are you open on Saturday?', '', 'We are open Saturday 9:00 - 13:00.')).toBe(true);
    expect(speaks('What are your hours?', 'Reviews', 'They showed up within two hours on a Sunday in July.')).toBe(
      false,
    );
    expect(speaks('What are your hours?', '', 'Emergency service 24/7.')).toBe(true);
  });

  it('a price question needs a sum, and the thing asked about when it names one', () => {
    expect(speaks('How much is a tune-up?', 'Specials', 'Summer Tune-Up Special: $79 (reg. $129).')).toBe(true);
    expect(speaks('How much do you charge?', 'About', 'Fair prices and honest work since 1987.')).toBe(false);
    expect(speaks('How much is gutter cleaning?', 'Specials', 'Summer Tune-Up Special: $79.')).toBe(false);
  });

  it('contact questions need the detail asked for', () => {
    expect(speaks('What is your phone number?', 'Contact', 'Call us on (602) 555-0142.')).toBe(true);
    expect(speaks('What is your phone number?', 'Contact', 'Call us any time, we love to hear from you.')).toBe(false);
    expect(speaks('What is your email address?', '', 'Write to hello@sandoval-air.com.')).toBe(true);
    expect(speaks('Where are you located?', '', 'Visit us at 1420 W Camelback Rd, Phoenix, AZ 85013.')).toBe(true);
  });

  it('"do you do X?" needs X: one shared word of a longer question is not enough', () => {
    expect(speaks('Do you do duct cleaning?', 'Services', 'Duct cleaning and sealing for cleaner air.')).toBe(true);
    expect(speaks('Do you offer laughing gas or sedation?', 'Services', 'Gas furnace repair and installs.')).toBe(
      false,
    );
    expect(speaks('Do you repair roofs?', 'Services', 'Furnace repair and heat pumps.')).toBe(false);
  });

  it('a passage ranked below the floor is no answer even with the words', () => {
    expect(speaks('Do you do duct cleaning?', '', 'Duct cleaning.', 0.001)).toBe(false);
  });

  it('searches the words a topic is written in beside the question own', () => {
    const q = readQuestion('When are you open?');
    expect(q.topic).toBe('hours');
    expect(q.searchTerms).toEqual(expect.arrayContaining(['monday', 'hour']));
    expect(readQuestion('Do you do duct cleaning?')).toMatchObject({ topic: null, subject: ['duct', 'clean'] });
  });
});

describe('a claim put for agreement', () => {
  it('is told from a question', () => {
    expect(assertsPremise("You're the cheapest HVAC company in Phoenix, right?")).toBe(true);
    expect(assertsPremise("Isn't it true you're open on Sundays?")).toBe(true);
    expect(assertsPremise('You are the best plumber in town?')).toBe(true);
    expect(assertsPremise('You do free estimates, correct?')).toBe(true);
    expect(assertsPremise('What are your prices?')).toBe(false);
    expect(assertsPremise('Do you do duct cleaning?')).toBe(false);
  });
});
