import type { ComponentProps } from 'react';
import { Tabs as T } from 'radix-ui';
import { cn } from '@client/lib/utils';

export const Tabs = T.Root;
export const TabsList = ({ className, ...p }: ComponentProps<typeof T.List>) => (
  <T.List
    className={cn('inline-flex flex-wrap items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground', className)}
    {...p}
  />
);
export const TabsTrigger = ({ className, ...p }: ComponentProps<typeof T.Trigger>) => (
  <T.Trigger
    className={cn(
      'rounded-sm px-3 py-1.5 text-sm font-medium transition-all data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm cursor-pointer',
      className,
    )}
    {...p}
  />
);
export const TabsContent = ({ className, ...p }: ComponentProps<typeof T.Content>) => (
  <T.Content className={cn('mt-4', className)} {...p} />
);
