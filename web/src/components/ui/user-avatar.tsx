import { useState } from 'react'
import { avatarColor, avatarDataUrl, fallbackInitials } from '@/lib/avatar'
import { cn } from '@/lib/utils'

interface UserAvatarProps {
  username: string
  className?: string
}

/** The user's initials image; the first two letters of the username if the image cannot show. */
export function UserAvatar({ username, className }: UserAvatarProps) {
  const [failedFor, setFailedFor] = useState<string | null>(null)
  const showImage = failedFor !== username
  return (
    <span
      className={cn(
        'relative inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full text-xs font-semibold text-white ring-2 ring-card',
        className,
      )}
      style={{ backgroundColor: avatarColor(username) }}
    >
      {showImage ? (
        <img
          src={avatarDataUrl(username)}
          alt={`${username}'s avatar`}
          className="size-full"
          onError={() => setFailedFor(username)}
        />
      ) : (
        <span aria-label={`${username}'s avatar`} role="img">
          {fallbackInitials(username)}
        </span>
      )}
    </span>
  )
}
