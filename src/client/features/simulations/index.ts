export { SimulationsPanel } from './simulations-panel';
