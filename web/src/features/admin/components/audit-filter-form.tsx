import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { AUDIT_ACTIONS, type AuditFilters } from '../api/audit-log'

interface AuditFilterFormProps {
  filters: AuditFilters
  onApply: (filters: AuditFilters) => void
}

/** Which entries the log shows: by the account they name, the staff member who acted, the action. */
export function AuditFilterForm({ filters, onApply }: AuditFilterFormProps) {
  const [account, setAccount] = useState(filters.account ?? '')
  const [actor, setActor] = useState(filters.actor ?? '')
  const [action, setAction] = useState(filters.action ?? '')

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    onApply({ account, actor, action })
  }

  return (
    <form onSubmit={onSubmit} aria-label="Filter the audit log" className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_14rem_auto]">
      <FormField id="audit-account" label="Account id">
        <Input id="audit-account" value={account} onChange={(event) => setAccount(event.target.value)} autoComplete="off" spellCheck={false} />
      </FormField>
      <FormField id="audit-actor" label="Actor's account id">
        <Input id="audit-actor" value={actor} onChange={(event) => setActor(event.target.value)} autoComplete="off" spellCheck={false} />
      </FormField>
      <FormField id="audit-action" label="Action">
        <NativeSelect id="audit-action" value={action} onChange={(event) => setAction(event.target.value)}>
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex gap-2">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="ghost" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  )
}
