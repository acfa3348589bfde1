import { useEffect, useState, type ReactNode } from 'react';

// Toast state (spec: one visible at a time, 5000 ms). A tiny store outside React so any code,
// including non-component helpers, can call `toast(...)`.

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  open: boolean;
}

let toasts: ToastData[] = [];
const listeners = new Set<(t: ToastData[]) => void>();
let counter = 0;

function emit() {
  for (const l of listeners) l(toasts);
}

export function toast(input: Omit<ToastData, 'id' | 'open'>) {
  const id = String(++counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  emit();
  // Let the close animation run, then forget it.
  setTimeout(() => {
    toasts = toasts.filter((t) => t.open);
    emit();
  }, 300);
}

export function useToasts() {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    return () => void listeners.delete(setState);
  }, []);
  return state;
}
