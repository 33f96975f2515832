/**
 * The steps of the hosted checkout, in order, and which one is open. A step is done once the
 * checkout holds what it asks for; the first step not done is open, and a done step opens again
 * only when the shopper asks to change it (`?step=`). Later steps never open ahead of earlier ones.
 */

export const CHECKOUT_STEPS = ["contact", "address", "method", "payment"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_TITLES: Record<CheckoutStep, string> = {
  contact: "Contact",
  address: "Shipping address",
  method: "Shipping method",
  payment: "Payment and review",
};

export type StepStatus = "done" | "open" | "waiting";

export interface CheckoutProgress {
  /** What the checkout already holds. */
  hasEmail: boolean;
  hasAddress: boolean;
  hasMethod: boolean;
  /** False when nothing travels (a membership on its own): the address and method steps are left out. Default true. */
  requiresShipping?: boolean;
}

export interface StepState {
  step: CheckoutStep;
  status: StepStatus;
  /** 1-based, for "Step 2 of 4". */
  number: number;
}

/** Reads the `step` query parameter; anything else is no request. */
export function parseStep(value: string | null): CheckoutStep | null {
  return CHECKOUT_STEPS.find((step) => step === value) ?? null;
}

function isDone(step: CheckoutStep, progress: CheckoutProgress): boolean {
  if (step === "contact") return progress.hasEmail;
  if (step === "address") return progress.hasAddress;
  if (step === "method") return progress.hasMethod;
  return false;
}

/** The steps this checkout has: all four, or contact and payment when nothing travels. */
export function applicableSteps(progress: CheckoutProgress): CheckoutStep[] {
  return progress.requiresShipping === false ? CHECKOUT_STEPS.filter((step) => step !== "address" && step !== "method") : [...CHECKOUT_STEPS];
}

/** The open step: the one asked for when every step before it is done, else the first not done. */
export function openStep(progress: CheckoutProgress, requested: CheckoutStep | null): CheckoutStep {
  const steps = applicableSteps(progress);
  const firstOpen = steps.find((step) => !isDone(step, progress)) ?? "payment";
  if (requested === null || !steps.includes(requested)) return firstOpen;
  return steps.indexOf(requested) <= steps.indexOf(firstOpen) ? requested : firstOpen;
}

/** Every step this checkout has, with its status, in order. */
export function stepStates(progress: CheckoutProgress, requested: CheckoutStep | null): StepState[] {
  const open = openStep(progress, requested);
  return applicableSteps(progress).map((step, index) => ({
    step,
    number: index + 1,
    status: step === open ? "open" : isDone(step, progress) ? "done" : "waiting",
  }));
}
