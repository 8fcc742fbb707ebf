import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

interface CheckoutMessageProps {
  title: string
  description: string
  /** Extra actions beside the link back to the purchase page. */
  children?: ReactNode
}

/** A checkout that cannot be paid (missing, already finished, or not loaded) and the way back. */
export function CheckoutMessage({ title, description, children }: CheckoutMessageProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/purchase">Back to Buy Credits</Link>
        </Button>
        {children}
      </CardContent>
    </Card>
  )
}
