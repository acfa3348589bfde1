// The wizard feature's public surface: pages compose these.
export { Wizard } from './wizard';
