import type { ComponentProps } from 'react';
import { Switch as S } from 'radix-ui';
import { cn } from '@client/lib/utils';

export const Switch = ({ className, ...p }: ComponentProps<typeof S.Root>) => (
  <S.Root
    className={cn(
      'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors data-[state=checked]:bg-primary',
      className,
    )}
    {...p}
  >
    <S.Thumb className="pointer-events-none block h-5 w-5 rounded-full bg-background shadow-lg transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
  </S.Root>
);
