import type { ReactNode } from 'react';

/** A page-level message (spec: notifications of type error, success or info shown at the top). */
export function Notice({ type, children }: { type: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`notice notice-${type}`} role={type === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
