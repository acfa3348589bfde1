import { createHash } from 'node:crypto';
import { THEME_INIT_SCRIPT } from '@common/theme/theme-init';

/** The hash source that allows index.html's one inline script (the theme applied before paint). */
export const themeInitHash = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/**
 * Content-Security-Policy for the built app. Third parties are allowed only where a live provider
 * needs them: Stripe Elements (script + frames), Calendly's inline widget, PayPal's approval popup
 * (a new window, so no directive is needed).
 */
export const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", themeInitHash, 'https://js.stripe.com', 'https://assets.calendly.com'],
    styleSrc: ["'self'", "'unsafe-inline'", 'https://assets.calendly.com'],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://api.stripe.com'],
    frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://calendly.com'],
    mediaSrc: ["'self'", 'https:', 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};
