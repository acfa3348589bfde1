// The wizard feature's public surface: pages compose these.
export { Wizard } from './wizard';
export { resetWizard } from './wizard-store';
export { WIZARD_FORM_ID } from './use-step-effects';
