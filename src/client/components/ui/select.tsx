import { useState, type ReactNode } from 'react';
import { Select as S } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@client/lib/utils';

export interface SelectOption {
  value: string;
  label: ReactNode;
  group?: string;
}

/**
 * A Radix select (keyboard type-ahead whose buffer resets after 1000 ms, as the spec notes).
 * Options with a `group` are shown under group headings in the order they first appear.
 *
 * The options mount only once the visitor reaches for the select (hover, focus, touch, key): a
 * closed Radix select otherwise renders every option off-screen, and each one registers itself
 * in a layout effect, which re-renders the select synchronously when a form first appears (a long
 * task on a phone). The trigger shows the chosen label itself, so nothing depends on them before.
 */
export function Select(props: {
  id?: string;
  value: string;
  onValueChange(v: string): void;
  options: SelectOption[];
  placeholder?: string;
  invalid?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  disabled?: boolean;
  /** Shown on hover, e.g. why the select is disabled. */
  title?: string;
}) {
  const groups = [...new Set(props.options.map((o) => o.group ?? ''))];
  const [armed, setArmed] = useState(false);
  const arm = () => void (armed || setArmed(true));
  const chosen = props.options.find((o) => o.value === props.value);
  return (
    // Always controlled: an empty value shows the placeholder (Radix treats '' as no selection).
    <S.Root value={props.value} onValueChange={props.onValueChange} disabled={props.disabled}>
      <S.Trigger
        id={props.id}
        title={props.title}
        aria-label={props['aria-label']}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props['aria-describedby']}
        className={cn(
          'flex h-10 w-full items-center justify-between rounded-md border border-input bg-background px-3 py-2 text-sm aria-[invalid=true]:border-destructive',
          props.className,
        )}
        onPointerEnter={arm}
        onPointerDown={arm}
        onFocus={arm}
        onKeyDown={arm}
      >
        <S.Value placeholder={props.placeholder ?? 'Select…'}>{chosen?.label}</S.Value>
        <S.Icon>
          <ChevronDown className="h-4 w-4 opacity-60" />
        </S.Icon>
      </S.Trigger>
      {armed && (
        <S.Portal>
          <S.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-80 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md"
          >
            <S.Viewport className="p-1">
              {groups.map((g) => (
                <S.Group key={g}>
                  {g && <S.Label className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">{g}</S.Label>}
                  {props.options
                    .filter((o) => (o.group ?? '') === g)
                    .map((o) => (
                      <S.Item
                        key={o.value}
                        value={o.value}
                        className="relative flex cursor-pointer select-none items-center rounded-sm py-1.5 pl-8 pr-2 text-sm outline-none data-[highlighted]:bg-accent"
                      >
                        <S.ItemIndicator className="absolute left-2">
                          <Check className="h-4 w-4" />
                        </S.ItemIndicator>
                        <S.ItemText>{o.label}</S.ItemText>
                      </S.Item>
                    ))}
                </S.Group>
              ))}
            </S.Viewport>
          </S.Content>
        </S.Portal>
      )}
    </S.Root>
  );
}
