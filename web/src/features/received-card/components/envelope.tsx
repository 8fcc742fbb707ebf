import { useId, type AnimationEvent, type ReactNode } from 'react'
import { EnvelopeBack, EnvelopeFlap, EnvelopeFlapOpen, EnvelopePocket, WaxSeal } from './envelope-art'
import styles from './envelope.module.css'

interface EnvelopeProps {
  recipientName: string
  senderName: string
  /** The card's front, glimpsed as it slides out. */
  imageUrl: string
  /** The envelope has played out (or was clicked): show the card. */
  onOpened: () => void
  /** Shown under the envelope, moving with it: the Skip button. */
  children?: ReactNode
}

/**
 * The sealed envelope addressed to the recipient, which opens by itself as soon as it is on
 * screen (the timing lives in envelope.module.css). A click or tap opens the card at once; the
 * page's Skip button does the same for keyboards. Decorative for screen readers, which hear the
 * page's heading instead.
 */
export function Envelope({ recipientName, senderName, imageUrl, onOpened, children }: EnvelopeProps) {
  // SVG ids are global to the page; React's ids hold characters url(#…) does not accept.
  const id = `envelope${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const onAnimationEnd = (event: AnimationEvent<HTMLDivElement>) => {
    // The stage's own exit is the last step; its children's animations bubble up here too.
    if (event.target === event.currentTarget) onOpened()
  }
  return (
    <div className={styles.stage} onAnimationEnd={onAnimationEnd} data-testid="envelope">
      <div className={styles.mover}>
        <div className={styles.envelope} onClick={onOpened} aria-hidden>
          <EnvelopeFlapOpen linerId={`${id}-liner`} className={styles.flapOpen} />
          <EnvelopeBack linerId={`${id}-liner`} className={`${styles.layer} ${styles.back}`} />
          <div className={styles.letterClip}>
            <div className={styles.letter}>
              <img src={imageUrl} alt="" decoding="async" />
            </div>
          </div>
          <EnvelopePocket gradientId={`${id}-pocket`} className={`${styles.layer} ${styles.pocket}`} />
          <div className={styles.names}>
            <span className={styles.recipient}>For {recipientName}</span>
            <span className={styles.sender}>From {senderName}</span>
          </div>
          <EnvelopeFlap gradientId={`${id}-flap`} className={styles.flap} />
          <WaxSeal gradientId={`${id}-wax`} className={styles.seal} />
        </div>
        {children}
      </div>
    </div>
  )
}
