import { Monitor, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadError } from '@/components/ui/load-error'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/dates'
import { toast } from '@/lib/toast'
import { useDevices, type Device } from '../api/get-devices'
import { useSignOutDevice, useSignOutOtherDevices } from '../api/sign-out-devices'

const PHONE_SYSTEMS = new Set(['iOS', 'iPadOS', 'Android'])

/** Where the account is signed in, with a way to sign out any other device or all of them. */
export function SignedInDevices() {
  const devices = useDevices()
  if (devices.isPending) return <p className="text-sm text-muted-foreground">Loading your devices…</p>
  if (devices.isError) return <LoadError what="your signed-in devices" onRetry={() => void devices.refetch()} />
  const others = devices.data.filter((device) => !device.current).length
  return (
    <div className="grid gap-3">
      <ul aria-label="Signed-in devices" className="divide-y rounded-lg border">
        {devices.data.map((device) => (
          <DeviceRow key={device.id} device={device} />
        ))}
      </ul>
      {others > 0 ? <SignOutOthersButton others={others} /> : null}
    </div>
  )
}

function DeviceRow({ device }: { device: Device }) {
  const Icon = PHONE_SYSTEMS.has(device.system) ? Smartphone : Monitor
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold break-words text-foreground">
            <span>
              {device.browser} on {device.system}
            </span>
            {device.current ? (
              <span className="inline-block rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-primary">
                This device
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
            <span>Signed in {formatDate(device.signedInAt)}</span>
            <span>Last active {formatDate(device.lastSeenAt)}</span>
          </p>
        </div>
      </div>
      {device.current ? null : <SignOutDeviceButton device={device} />}
    </li>
  )
}

function SignOutDeviceButton({ device }: { device: Device }) {
  const signOut = useSignOutDevice()
  const name = `${device.browser} on ${device.system}`
  const onClick = () =>
    signOut.mutate(device.id, {
      onSuccess: () => toast({ title: 'Device signed out', description: `${name} is no longer signed in.` }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          toast({ title: 'Device signed out', description: `${name} was already signed out.` })
          return
        }
        toast({
          variant: 'destructive',
          title: 'Device not signed out',
          description: getErrorMessage(error, 'Could not sign out the device. Please try again.'),
        })
      },
    })
  return (
    <Button variant="outline" size="sm" aria-label={`Sign out ${name}`} disabled={signOut.isPending} onClick={onClick}>
      Sign out
    </Button>
  )
}

function SignOutOthersButton({ others }: { others: number }) {
  const [confirming, setConfirming] = useState(false)
  const signOut = useSignOutOtherDevices()
  const whoMustSignIn = others === 1 ? 'Your other device' : `Your ${others} other devices`
  const onConfirm = () =>
    signOut.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setConfirming(false)
        toast({
          title: 'Signed out everywhere else',
          description: `${ended} other ${ended === 1 ? 'device was' : 'devices were'} signed out.`,
        })
      },
      onError: (error) => {
        setConfirming(false)
        toast({
          variant: 'destructive',
          title: 'Devices not signed out',
          description: getErrorMessage(error, 'Could not sign out your other devices. Please try again.'),
        })
      },
    })
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:border-destructive/40 hover:bg-destructive/5"
        onClick={() => setConfirming(true)}
      >
        Sign out all other devices
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out all other devices?"
        description={`${whoMustSignIn} will need your password to sign in again. This device stays signed in.`}
        confirmLabel="Sign out other devices"
        pending={signOut.isPending}
        onConfirm={onConfirm}
      />
    </div>
  )
}
