import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from '@client/lib/utils';

export const Card = ({ className, ...p }: ComponentProps<'div'>) => (
  <div className={cn('rounded-lg border bg-card text-card-foreground shadow-sm', className)} {...p} />
);
export const CardHeader = ({ className, ...p }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col gap-1.5 p-6', className)} {...p} />
);
/** `as`: the heading level that fits the page's outline (a card right under the page's h1 is an h2). */
export const CardTitle = ({
  className,
  as: Heading = 'h3',
  ...p
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' }) => (
  <Heading className={cn('text-xl font-semibold leading-tight', className)} {...p} />
);
export const CardDescription = ({ className, ...p }: HTMLAttributes<HTMLParagraphElement>) => (
  <p className={cn('text-sm text-muted-foreground', className)} {...p} />
);
export const CardContent = ({ className, ...p }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('p-6 pt-0', className)} {...p} />
);
