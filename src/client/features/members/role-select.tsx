import { ROLE_LABELS, ROLES, type TRole } from '@common/members/roles';

/** A plain select of the five roles. */
export function RoleSelect(props: { value: TRole; onChange(role: TRole): void; label: string; disabled?: boolean }) {
  return (
    <select
      aria-label={props.label}
      className="h-10 rounded-md border border-input bg-background px-2 text-sm"
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value as TRole)}
    >
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </select>
  );
}
