export { HeroSection } from './hero-section';
export { FeaturesSection } from './features-section';
export { HowItWorksSection } from './how-it-works-section';
export { useSectionScroll } from './use-section-scroll';
