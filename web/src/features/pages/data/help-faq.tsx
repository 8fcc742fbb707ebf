import { Link } from 'react-router'
import { CostTable } from '../components/cost-table'
import type { FaqItem } from '../components/faq-accordion'
import { PaymentAnswer, RefundAnswer } from '../components/payment-answers'

const link = 'font-semibold text-primary hover:underline'

export const HELP_FAQ: FaqItem[] = [
  {
    question: 'How much does a card or image cost?',
    answer: (
      <>
        <p>
          Each card or image costs credits, depending on its quality and size. The exact cost is always shown before
          you create anything.
        </p>
        <CostTable />
      </>
    ),
  },
  {
    question: 'Do I get free credits?',
    answer:
      'Yes. Every new account receives 10 free credits (on some installations they arrive once you confirm your email address). Free sign-up credits never expire.',
  },
  {
    question: 'How long are purchased credits valid?',
    answer: (
      <p>
        Purchased credits are valid for the package's period, counted from the day you buy: Starter 30 days, Value 60
        days and Pro 90 days. Credits that expire first are spent first, so nothing goes to waste while other credits
        are still valid. The{' '}
        <Link to="/purchase" className={link}>
          pricing page
        </Link>{' '}
        always shows the current packages.
      </p>
    ),
  },
  {
    question: 'Can I get a refund?',
    answer: <RefundAnswer />,
  },
  {
    question: 'How do I pay?',
    // Follows the payment mode this site runs in, as the purchase page does.
    answer: <PaymentAnswer />,
  },
  {
    question: 'Why do I need to confirm my email address?',
    answer:
      'New accounts confirm their address through a link we email to you, valid for 48 hours. If it expires, you can ask for a new one from the banner at the top of the page. Creating API keys and sending cards to other people need a confirmed address.',
  },
  {
    question: 'What do you use my email address for?',
    answer:
      'Only for your account: confirming your address, receipts for purchases, password resets, the cards you choose to send, and a note when the copy of your data you asked for is ready. We do not send marketing email or share your address.',
  },
  {
    question: 'How do I make a greeting card?',
    answer: (
      <p>
        Open{' '}
        <Link to="/create" className={link}>
          Create a Card
        </Link>{' '}
        and follow the six steps: choose the occasion, describe the picture, pick an art style, write your message (or
        ask for suggestions in a warm, funny, formal or short tone), optionally add a photo, then review and create.
        Your progress is saved in your browser as you go.
      </p>
    ),
  },
  {
    question: 'Which sizes and file formats can I choose?',
    answer:
      'Square (1024 × 1024), portrait (1024 × 1536), landscape (1536 × 1024) or auto. Images download as PNG, JPEG or WebP; JPEG and WebP have a compression setting, and the image generator makes transparent backgrounds where the image model in use offers them (the form shows the switch only then).',
  },
  {
    question: 'Can I change an image or card I have made?',
    answer: (
      <p>
        Yes: open it in your{' '}
        <Link to="/gallery" className={link}>
          gallery
        </Link>{' '}
        (or use the result you just made) and choose Revise, then say what should change, such as "make the sky a
        sunset". A revision is a new image made from the old one and costs what any image of its quality and size costs,
        shown before you confirm. The original stays in your gallery, and the viewer steps through every version. A
        card keeps its words exactly as they were. Revise appears when the image model in use can revise images; the
        built-in designer can change colours, light, the time of day, the weather and the style, or add things it knows,
        but cannot take things away.
      </p>
    ),
  },
  {
    question: 'How do I delete my images or my account?',
    answer: (
      <p>
        Delete any image from your{' '}
        <Link to="/gallery" className={link}>
          gallery
        </Link>
        ; the file itself is removed. To delete your whole account, open{' '}
        <Link to="/dashboard#account-settings" className={link}>
          Account Settings
        </Link>{' '}
        on your dashboard and choose Delete account. You are signed out at once, and your images, the cards you sent and
        the rest of your data are erased within minutes; unspent credits are lost, and payment and credit records are
        kept for accounting, without your name or email address.
      </p>
    ),
  },
  {
    question: 'Can I get a copy of my data?',
    answer: (
      <p>
        Yes, yourself: under{' '}
        <Link to="/dashboard#your-data" className={link}>
          Account Settings → Your data
        </Link>{' '}
        on your dashboard, choose Download my data. We make an archive in the background (JSON files with a README
        that explains them, and your image files) and email you when it's ready. You can download it for 7 days, and
        only while signed in to your account. You can have one archive at a time, and make up to five a day; a new one replaces the last.
      </p>
    ),
  },
  {
    question: 'Can I protect my account with a code from my phone?',
    answer: (
      <p>
        Yes. Under{' '}
        <Link to="/dashboard#account-settings" className={link}>
          Account Settings
        </Link>
        , turn on two-step sign-in and scan the QR code with an authenticator app (Google Authenticator, Microsoft
        Authenticator, 1Password and the like). Signing in then asks for the app's 6-digit code after your password. Keep
        the ten recovery codes you are shown: each signs you in once if you lose your phone, and you can get a new set
        there at any time. Turning it off, new recovery codes and deleting your account ask for a code too.
      </p>
    ),
  },
  {
    question: 'Can I sign in with a passkey?',
    answer: (
      <p>
        Yes. Under{' '}
        <Link to="/dashboard#account-settings" className={link}>
          Account Settings
        </Link>
        , add a passkey: your phone or computer keeps it and unlocks it with your fingerprint, face or screen lock. Then
        choose "Sign in with a passkey" on the login page, or pick it from the email box's suggestions. A passkey needs no
        code from your authenticator app. You can add several, name them, see when each was last used and remove any;
        your password keeps working too. A passkey also confirms a new email address or deleting your account.
      </p>
    ),
  },
  {
    question: 'Who can use Cardsmith?',
    answer: (
      <p>
        Anyone aged 13 or older. What you create must follow our{' '}
        <Link to="/content-policy" className={link}>
          content policy
        </Link>
        .
      </p>
    ),
  },
]
