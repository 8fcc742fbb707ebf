import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useSiteInfo } from '@/lib/site-info'
import { useCreditPackages, type CreditPackage } from '../api/get-credit-packages'

interface Question {
  question: string
  answer: ReactNode
}

/** Answers that hold for this installation: validity comes from the packages on sale, and the
 * payment answer from the payment mode the server runs in. */
function questions(packages: CreditPackage[] | undefined, demoPayments: boolean): Question[] {
  const validity = packages?.length
    ? ` (${packages.map((pkg) => `${pkg.name}: ${pkg.validityDays} days`).join(', ')})`
    : ''
  return [
    {
      question: 'How do credits work?',
      answer:
        "Every card and image you create costs credits, depending on its quality and size (see Credit Usage). You always see the cost before you create, and your balance never goes below zero: if you don't have enough credits, nothing is charged.",
    },
    {
      question: 'Do my credits expire?',
      answer: `Purchased credits are valid for the package's validity period, counted from the day you buy${validity}. The 10 free credits you get when you sign up never expire.`,
    },
    {
      question: 'Which credits are used first?',
      answer:
        'The credits that expire first are spent first, so nothing you paid for goes to waste while other credits are still valid. Your free sign-up credits never expire, so they are used last.',
    },
    {
      question: 'What happens if a generation fails?',
      answer:
        "The cost is set aside when you start and refunded automatically if the image can't be made. You only pay for images you receive.",
    },
    {
      question: 'How do I pay?',
      answer: demoPayments
        ? 'This installation uses a built-in demo checkout: no card is asked for and no money moves. Choosing Pay on the demo checkout page adds the credits just as a real purchase would. On a live installation, payment is by card through Stripe.'
        : "Payment is by card through Stripe's secure checkout. Your card details go straight to Stripe; we never see or store them.",
    },
    {
      question: 'When are my credits added?',
      answer: 'As soon as your payment completes. You will see a confirmation, and your new balance appears in the header.',
    },
    {
      question: 'Can I get a refund?',
      answer: (
        <>
          Credits that have been used cannot be refunded, except in exceptional cases. If something went wrong with a
          purchase, please contact us through the{' '}
          <Link to="/help" className="font-semibold text-primary hover:underline">
            Help Center
          </Link>
          .
        </>
      ),
    },
  ]
}

export function PurchaseFaq() {
  const packages = useCreditPackages()
  const siteInfo = useSiteInfo()
  const items = questions(packages.data, siteInfo.data?.paymentsMode === 'demo')
  return (
    <section aria-labelledby="purchase-faq-title" className="mx-auto w-full max-w-3xl">
      <h2 id="purchase-faq-title" className="text-center font-display text-3xl font-semibold tracking-tight text-plum">
        Frequently asked questions
      </h2>
      <div className="mt-8 divide-y rounded-xl border bg-card shadow-card">
        {items.map(({ question, answer }) => (
          <details key={question} className="group px-5 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-foreground marker:hidden [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                aria-hidden
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
