/** The soft rose-and-gold glow behind the account screens (sign-in, confirmation). Place it as
 * the first child of a `relative isolate` box; it sits behind the rest and catches no clicks. */
export function WarmBackdrop() {
  return (
    <div
      aria-hidden
      className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_10%_-10%,#fde4dc_0%,transparent_60%),radial-gradient(40rem_30rem_at_110%_110%,#fff0cc_0%,transparent_60%)]"
    />
  )
}
