import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { copyToClipboard } from '@/lib/clipboard'

interface CodeBlockProps {
  code: string
  /** What the code is, shown above it: "cURL", "JSON". */
  label: string
}

/** Code that scrolls sideways inside itself (the page never does), with a copy button. */
export function CodeBlock({ code, label }: CodeBlockProps) {
  return (
    <div
      role="group"
      aria-label={`${label} code`}
      className="min-w-0 overflow-hidden rounded-lg border border-plum/30 bg-[#2a1b2e] text-[#f7ecf1] shadow-card"
    >
      <div className="flex items-center justify-between gap-3 border-b border-white/10 py-1 pr-1 pl-4">
        <span className="text-xs font-semibold tracking-wider text-white/65 uppercase">{label}</span>
        <CopyCodeButton code={code} label={label} />
      </div>
      {/* Focusable, so a keyboard can scroll a long line into view. */}
      <pre tabIndex={0} className="overflow-x-auto p-4 text-[13px] leading-relaxed focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent">
        <code>{code}</code>
      </pre>
    </div>
  )
}

function CopyCodeButton({ code, label }: CodeBlockProps) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const Icon = copied ? Check : Copy
  return (
    <button
      type="button"
      onClick={async () => setCopied(await copyToClipboard(code, 'The code is ready to paste.'))}
      aria-label={`Copy ${label} code`}
      className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-xs font-semibold text-white/80 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-accent"
    >
      <Icon aria-hidden className="size-3.5" />
      {copied ? 'Copied' : 'Copy'}
    </button>
  )
}
