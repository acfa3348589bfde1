import { Loader2 } from 'lucide-react';
import { cn } from '@client/lib/utils';

export const Spinner = ({ className, label = 'Loading' }: { className?: string; label?: string }) => (
  <Loader2 role="status" aria-label={label} className={cn('h-5 w-5 animate-spin', className)} />
);
