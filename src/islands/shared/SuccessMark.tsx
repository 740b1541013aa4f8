import IconCheck from '~icons/lucide/check.jsx';
/** The round tick of every success modal (Order Placed, Order cancelled); its size and colours come from the caller's class. */
export default function SuccessMark({ className, size = 40 }: { className?: string; size?: number }) {
  return (
    <span className={className} aria-hidden="true">
      <IconCheck size={size} strokeWidth={2.4} />
    </span>
  );
}
