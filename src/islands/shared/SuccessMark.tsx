/** The round tick of every success modal (Order Placed, Order cancelled); its size and colours come from the caller's class. */
export default function SuccessMark({ className, size = 40 }: { className?: string; size?: number }) {
  return (
    <span className={className} aria-hidden="true">
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </span>
  );
}
