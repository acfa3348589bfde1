import type { ProviderDeps } from '../index';
import { notBuilt } from '../not-built';
import type { CardPayments, WalletPayments } from './types';

export function createCardPayments(_deps: ProviderDeps): CardPayments {
  return notBuilt<CardPayments>('card payments');
}
export function createWalletPayments(_deps: ProviderDeps): WalletPayments {
  return notBuilt<WalletPayments>('wallet payments');
}
