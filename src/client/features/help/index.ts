export { HelpWidget, UserGuideButton } from './help-widget';
