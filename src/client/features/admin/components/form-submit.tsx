/**
 * The end of a staff sign-in or account form: the server's refusal in a red box, announced, and the
 * submit button with a spinner and its busy label while the request runs.
 */
import { CircleAlert, LoaderCircle, type LucideIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

/** The refusal, or nothing when there is none. */
export function FormFailure({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-800 ring-1 ring-red-200',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

/** A large submit button: `icon` and `label`, or a spinner and `busyLabel` while `submitting`. */
export function FormSubmitButton(props: {
  submitting: boolean;
  icon: LucideIcon;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  const Icon = props.icon;
  return (
    <Button type="submit" size="lg" className={cn('w-full', props.className)} disabled={props.submitting}>
      {props.submitting ? (
        <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      ) : (
        <Icon className="size-4" aria-hidden="true" />
      )}
      {props.submitting ? props.busyLabel : props.label}
    </Button>
  );
}
