import { createContext, lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;
type Deferred<T> = { [K in keyof T]: T[K] extends (...args: infer A) => unknown ? (...args: A) => void : never };

/** antd's notification, message and modal.confirm, callable before their code has loaded. */
export interface Feedback {
  notification: Deferred<AppApi['notification']>;
  message: Deferred<AppApi['message']>;
  modal: Deferred<AppApi['modal']>;
}

/**
 * SPEC: a toast stays 3 to 5 seconds, whatever a screen asks; antd's own default (4.5 s) is inside that.
 * 0, antd's "until closed", is left alone: no screen uses it, a test does to look at a toast at leisure.
 */
export function withToastDuration(args: unknown[]): unknown[] {
  const [config, ...rest] = args;
  const asked = config && typeof config === 'object' ? (config as { duration?: unknown }).duration : undefined;
  if (typeof asked !== 'number' || asked === 0) return args;
  const duration = Math.min(5, Math.max(3, asked));
  return [{ ...(config as object), duration }, ...rest];
}

const loadFeedbackHost = () => import(/* webpackChunkName: "feedback" */ './FeedbackHost');
const FeedbackHost = lazy(loadFeedbackHost);
/** Fetches the toasts' code (antd's App and stylesheet) ahead of the first toast. */
export const preloadFeedback = () => loadFeedbackHost();
const FeedbackContext = createContext<Feedback | null>(null);

/**
 * Stands in for antd's <App>: its notification, message and modal code (about a third of the antd a
 * screen used to download first) loads when a screen first calls one of them, not with the screen.
 * Calls made meanwhile wait for it, in order.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  // Under another provider (antd's shell inside the questionnaire's layout) the outer one serves: one
  // stack of toasts, which stays on screen while she moves from one of those screens to the next.
  const outer = useContext(FeedbackContext);
  const [wanted, setWanted] = useState(false);
  const ready = useRef<{ api?: AppApi; promise: Promise<AppApi>; resolve: (api: AppApi) => void }>(null);
  if (!ready.current) {
    let resolve!: (api: AppApi) => void;
    const promise = new Promise<AppApi>((r) => (resolve = r));
    ready.current = { promise, resolve };
  }
  const feedback = useMemo<Feedback>(() => {
    const deferred = <K extends keyof Feedback>(kind: K) =>
      new Proxy({} as Feedback[K], {
        get:
          (_target, method: string) =>
          (...args: unknown[]) => {
            setWanted(true);
            void ready.current!.promise.then((api) =>
              (api[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(
                ...(kind === 'notification' ? withToastDuration(args) : args),
              ),
            );
          },
      });
    return { notification: deferred('notification'), message: deferred('message'), modal: deferred('modal') };
  }, []);
  if (outer) return children;
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHost onReady={(api) => ready.current!.resolve(api)} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider (components/AntdShell)');
  return feedback;
}
